import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/AuthProvider';
import { notify } from '@/lib/toasts';
import { sendAllPendingRsvps, waitingRsvpCount } from '../api/pending-rsvps';

/** While answers wait, the server is asked again this often (the browser's "online" may be a dead Wi-Fi). */
const RETRY_MS = 30_000;

/**
 * Sends a father's RSVP answers kept on this device wherever he is in the app: at start, when
 * the browser is back online, and every half minute while some wait. Each one sent is said in a
 * toast; one the server refused because its item had started says so.
 */
export function RsvpSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const userId = auth.status === 'signed-in' && !auth.user.isAdmin ? auth.user.id : null;

  useEffect(() => {
    if (!userId) return;
    let running = false;
    let stopped = false;
    const syncAll = async () => {
      if (running || stopped || waitingRsvpCount(userId) === 0) return;
      running = true;
      try {
        await sendAllPendingRsvps(queryClient, userId, (item, result) => {
          if (stopped) return;
          if (result.outcome === 'sent') notify.success(t('rsvp.sync.sent', { title: item.title }));
          else if (result.outcome === 'started') notify.error(t(`rsvp.started.${item.kind}`));
          else if (result.outcome === 'failed') notify.error(result.error.message);
        });
      } finally {
        running = false;
      }
    };
    void syncAll();
    const onOnline = () => void syncAll();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [queryClient, userId, t]);

  return null;
}
