import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useDeleteEvent } from '../api/delete-event';
import type { CalendarEvent } from '../api/types';

export function DeleteEventDialog({ event, opened, onClose }: { event: CalendarEvent; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmDelete({
    item: event.id,
    remove: useDeleteEvent(),
    deleted: t('calendar.toasts.deleted'),
    onClose,
    onDeleted: () => navigate('/calendar', { replace: true }),
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('calendar.deleteDialog.title')}
      body={t('calendar.deleteDialog.body', { title: event.title })}
      confirmLabel={t('calendar.deleteDialog.confirm')}
      {...confirm}
    />
  );
}
