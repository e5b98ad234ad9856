import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { User } from '@/lib/api/types';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useSignOut } from '@/lib/auth/sign-out';
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
  const confirm = useConfirmDelete({
    item: user?.id ?? null,
    remove: useDeleteUser(),
    deleted: t('users.toasts.deleted'),
    onClose,
    // An admin who deleted his own account has no session left to use.
    onDeleted: (id) => (id === me?.id ? signOut() : undefined),
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('users.deleteDialog.title')}
      body={t('users.deleteDialog.body', { name: user?.displayName ?? '', email: user?.email ?? '' })}
      confirmLabel={t('users.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
