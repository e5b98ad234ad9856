import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before something that cannot be undone: the action is named on its button, red unless
 * `confirmColor` says otherwise (an invitation sent, an account linked: weighty, not destructive).
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  confirmColor = 'red',
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  confirmColor?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
