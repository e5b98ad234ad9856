import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { Cycle, Group as ProgramGroup } from '@/lib/api/program';
import type { StaffMember } from '@/lib/api/types';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useDeleteCycle } from '../api/delete-cycle';
import { useUpdateCycle } from '../api/update-cycle';
import { cycleValues, toCycleInput, type CycleFormValues } from '../utils/cycle-form';
import { CycleForm } from './CycleForm';

export function EditCycleDialog({
  cycle,
  groups,
  staff,
  opened,
  onClose,
}: {
  cycle: Cycle;
  groups: ProgramGroup[];
  /** A director's choice of facilitator; null: the viewer does not choose one. */
  staff: StaffMember[] | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const update = useUpdateCycle();
  const onSubmit = async (values: CycleFormValues) => {
    const before = toCycleInput(cycleValues(cycle));
    const after = toCycleInput(values);
    const changes = Object.fromEntries(
      Object.entries(after).filter(([key, value]) => key !== 'schedule' && before[key as keyof typeof before] !== value),
    );
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: cycle.id, changes });
      notify.success(t('cycles.toasts.updated'));
    }
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cycles.form.editTitle')} fullScreen={phone} size="xl">
      <CycleForm
        cycle={cycle}
        groups={groups}
        staff={staff}
        onSubmit={onSubmit}
        submitLabel={t('cycles.form.editSubmit')}
        label={t('cycles.form.editTitle')}
      />
    </Dialog>
  );
}

export function DeleteCycleDialog({ cycle, opened, onClose }: { cycle: Cycle; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmDelete({
    item: cycle.id,
    remove: useDeleteCycle(),
    deleted: t('cycles.toasts.deleted'),
    onClose,
    onDeleted: () => navigate(`/fathers-group/${cycle.groupId}`, { replace: true }),
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('cycles.deleteDialog.title')}
      body={t('cycles.deleteDialog.body', { title: cycle.title })}
      confirmLabel={t('cycles.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
