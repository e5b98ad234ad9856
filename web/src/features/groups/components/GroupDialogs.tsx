import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { fullName } from '@/components/program/labels';
import type { Group, Member } from '@/lib/api/program';
import type { StaffMember } from '@/lib/api/types';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useDeleteGroup } from '../api/delete-group';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateGroup } from '../api/update-group';
import { GroupForm, groupChanges, groupValues, type GroupFormValues } from './GroupForm';

export function EditGroupDialog({
  group,
  staff,
  opened,
  onClose,
}: {
  group: Group;
  /** A director's choice of facilitators; null for staff, who do not choose them. */
  staff: StaffMember[] | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const update = useUpdateGroup();
  const onSubmit = async (values: GroupFormValues) => {
    const changes = groupChanges(values, staff !== null, groupValues(group));
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: group.id, changes });
      notify.success(t('groups.toasts.updated'));
    }
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('groups.form.editTitle')} fullScreen={phone} size="lg">
      <GroupForm
        group={group}
        staff={staff}
        onSubmit={onSubmit}
        submitLabel={t('groups.form.editSubmit')}
        label={t('groups.form.editTitle')}
      />
    </Dialog>
  );
}

export function DeleteGroupDialog({ group, opened, onClose }: { group: Group; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A group with workshop cycles or albums is refused with the server’s reason.
  const confirm = useConfirmDelete({
    item: group.id,
    remove: useDeleteGroup(),
    deleted: t('groups.toasts.deleted'),
    onClose,
    onDeleted: () => navigate('/fathers-group', { replace: true }),
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('groups.deleteDialog.title')}
      body={t('groups.deleteDialog.body', { name: group.name })}
      confirmLabel={t('groups.deleteDialog.confirm')}
      {...confirm}
    />
  );
}

export function RemoveMemberDialog({
  group,
  member,
  opened,
  onClose,
}: {
  group: Group;
  member: Member | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = member ? fullName(member) : '';
  const confirm = useConfirmDelete({
    item: member && { groupId: group.id, fatherId: member.fatherId },
    remove: useRemoveMember(),
    deleted: t('groups.toasts.memberRemoved', { name }),
    onClose,
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('groups.removeDialog.title')}
      body={t('groups.removeDialog.body', { name, group: group.name })}
      confirmLabel={t('groups.removeDialog.confirm')}
      {...confirm}
    />
  );
}
