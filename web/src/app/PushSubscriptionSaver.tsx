import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/AuthProvider';
import { syncPushSubscription } from '@/lib/push/push';

/**
 * On becoming signed in, this device's push subscription is saved (see lib/push for the
 * rules); it is checked again when the tab comes back, so one open for a week is refreshed.
 * Failures are only logged.
 */
export function PushSubscriptionSaver() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      syncPushSubscription(userId).catch((error: unknown) => {
        console.error('The push subscription could not be saved:', error);
      });
    };
    sync();
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId]);
  return null;
}
