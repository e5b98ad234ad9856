import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { Milestone } from '@/lib/api/program';
import { useDeleteMilestone } from '../api/delete-milestone';

export function DeleteMilestoneDialog({
  milestone,
  opened,
  onClose,
}: {
  milestone: Milestone | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmDelete({
    item: milestone?.id ?? null,
    remove: useDeleteMilestone(),
    deleted: t('milestones.toasts.deleted'),
    onClose,
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('milestones.deleteDialog.title')}
      body={t('milestones.deleteDialog.body', { title: milestone?.title ?? '', name: milestone?.fatherName ?? '' })}
      confirmLabel={t('milestones.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
