import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, pushState, type PushState } from '@/lib/push/push';
import { notify } from '@/lib/toasts';

/**
 * "Notifications on this device": turning it on asks the browser's permission (the only
 * place the app asks) and saves this device's subscription; turning it off removes it.
 * A browser that blocks notifications, or cannot show them, is said so.
 */
export function DeviceNotifications({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    pushState(userId)
      .then((next) => current && setState(next))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [userId]);

  const toggle = async (on: boolean) => {
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

  return (
    <Stack gap="sm">
      <Switch
        label={t('profile.notifications.label')}
        description={t('profile.notifications.hint')}
        checked={state === 'on'}
        disabled={state === 'loading' || state === 'unsupported' || state === 'blocked' || busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {state === 'unsupported' && (
        <Text size="sm" c="dimmed" role="status">
          {t('profile.notifications.unsupported')}
        </Text>
      )}
      {state === 'blocked' && (
        <Alert color="yellow" variant="light" role="status">
          {t('profile.notifications.blocked')}
        </Alert>
      )}
    </Stack>
  );
}
