import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, pushState, type PushState } from '@/lib/push/push';
import { notify } from '@/lib/toasts';

export type DevicePushState = PushState | 'loading';

export interface DevicePush {
  state: DevicePushState;
  busy: boolean;
  toggle: (on: boolean) => Promise<void>;
}

/**
 * Whether this device shows his notifications, read once and changed by the profile's switch.
 * The page holds it, not the switch: the reminders section says whether a push reminder will
 * reach him here, and must follow the switch at once.
 */
export function useDevicePush(userId: string | undefined): DevicePush {
  const { t } = useTranslation();
  const [state, setState] = useState<DevicePushState>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    pushState(userId)
      .then((next) => current && setState(next))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [userId]);

  const toggle = async (on: boolean) => {
    if (!userId) return;
    setBusy(true);
    try {
      const next = on ? await enablePush(userId) : await disablePush(userId);
      setState(next);
      if (next === 'on') notify.success(t('profile.notifications.enabled'));
      else if (!on) notify.success(t('profile.notifications.disabled'));
    } catch (error) {
      console.error('The notification setting could not be changed:', error);
      notify.error(t('profile.notifications.failed'));
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, toggle };
}
