import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { fullName } from '@/components/program/labels';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { Father } from '@/lib/api/program';
import { useDeleteFather } from '../api/delete-father';

export function DeleteFatherDialog({ father, opened, onClose }: { father: Father; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmDelete({
    item: father.id,
    remove: useDeleteFather(),
    deleted: t('fathers.toasts.deleted'),
    onClose,
    onDeleted: () => navigate('/fathers', { replace: true }),
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('fathers.deleteDialog.title')}
      body={t('fathers.deleteDialog.body', { name: fullName(father) })}
      confirmLabel={t('fathers.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
