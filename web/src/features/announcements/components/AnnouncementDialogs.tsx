import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { Group } from '@/lib/api/program';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import type { Announcement } from '../api/types';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { AnnouncementForm, announcementChanges, announcementValues, type AnnouncementFormValues } from './AnnouncementForm';

export function EditAnnouncementDialog({
  announcement,
  groups,
  onClose,
}: {
  announcement: Announcement | null;
  groups: Pick<Group, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const update = useUpdateAnnouncement();
  const onSubmit = async (values: AnnouncementFormValues) => {
    if (!announcement) return;
    const changes = announcementChanges(announcement, values);
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: announcement.id, changes });
      notify.success(t('announcements.toasts.updated'));
    }
    onClose();
  };
  return (
    <Dialog opened={announcement !== null} onClose={onClose} title={t('announcements.form.editTitle')} fullScreen={phone} size="lg">
      {announcement && (
        <AnnouncementForm
          key={announcement.id}
          initial={announcementValues(announcement)}
          groups={groups}
          offerEmail={false}
          onSubmit={onSubmit}
          submitLabel={t('announcements.form.editSubmit')}
          label={t('announcements.form.editTitle')}
        />
      )}
    </Dialog>
  );
}

export function DeleteAnnouncementDialog({ announcement, onClose }: { announcement: Announcement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmDelete({
    item: announcement?.id ?? null,
    remove: useDeleteAnnouncement(),
    deleted: t('announcements.toasts.deleted'),
    onClose,
  });
  return (
    <ConfirmDialog
      opened={announcement !== null}
      onClose={onClose}
      title={t('announcements.deleteDialog.title')}
      body={t('announcements.deleteDialog.body', { title: announcement?.title ?? '' })}
      confirmLabel={t('announcements.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
