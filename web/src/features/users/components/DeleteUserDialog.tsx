import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import type { User } from '@/lib/api/types';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useSignOut } from '@/lib/auth/sign-out';
import { notify } from '@/lib/toasts';
import { useDeleteUser } from '../api/delete-user';

export interface DeleteUserDialogProps {
  opened: boolean;
  onClose: () => void;
  user: User | null;
}

export function DeleteUserDialog({ opened, onClose, user }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const signOut = useSignOut();
  const remove = useDeleteUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      notify.success(t('users.toasts.deleted'));
      onClose();
      // An admin who deleted his own account has no session left to use.
      if (user.id === me?.id) await signOut();
    } catch (error) {
      notify.error(toApiError(error).message);
      onClose();
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('users.deleteDialog.title')}>
      <Stack gap="md">
        <Text>{t('users.deleteDialog.body', { name: user?.displayName ?? '', email: user?.email ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('users.deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
