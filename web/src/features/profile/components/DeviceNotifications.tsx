import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DevicePush } from './useDevicePush';

/**
 * "Notifications on this device": turning it on asks the browser's permission (the only
 * place the app asks) and saves this device's subscription; turning it off removes it.
 * A browser that blocks notifications, or cannot show them, is said so.
 */
export function DeviceNotifications({ device }: { device: DevicePush }) {
  const { t } = useTranslation();
  const { state, busy, toggle } = device;
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
