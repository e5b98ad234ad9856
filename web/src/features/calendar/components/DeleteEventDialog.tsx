import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useDeleteEvent } from '../api/delete-event';
import type { CalendarEvent } from '../api/types';

export function DeleteEventDialog({ event, opened, onClose }: { event: CalendarEvent; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const confirm = async () => {
    try {
      await remove.mutateAsync(event.id);
      notify.success(t('calendar.toasts.deleted'));
      navigate('/calendar', { replace: true });
    } catch (error) {
      notify.error(toApiError(error).message);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('calendar.deleteDialog.title')}
      body={t('calendar.deleteDialog.body', { title: event.title })}
      confirmLabel={t('calendar.deleteDialog.confirm')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
