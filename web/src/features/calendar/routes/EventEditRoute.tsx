import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useGroups } from '@/features/groups';
import { notify } from '@/lib/toasts';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventForm } from '../components/EventForm';
import { EventNotFound } from '../components/EventNotFound';
import { eventChanges, eventValues, type EventFormValues } from '../components/event-values';

export function EventEditRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const groups = useGroups();
  const update = useUpdateEvent();

  if (event.isPending || groups.isPending) return <PageLoader />;
  if (event.isError) return <EventNotFound error={event.error} onRetry={() => void event.refetch()} />;
  if (groups.isError) {
    return <LoadError title={t('calendar.form.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />;
  }
  const record = event.data;
  const initial = eventValues(record);
  const back = `/calendar/${encodeURIComponent(record.id)}`;
  // A group that is gone from the list still shows as the event's audience.
  const options =
    record.groupId && !groups.data.some((group) => group.id === record.groupId)
      ? [...groups.data, { id: record.groupId, name: record.groupName ?? record.groupId }]
      : groups.data;

  const onSubmit = async (values: EventFormValues) => {
    const changes = eventChanges(initial, values);
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: record.id, changes });
      notify.success(t('calendar.toasts.updated'));
    }
    navigate(back);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('calendar.form.editTitle')} back={{ to: back, label: record.title }} />
      <EventForm
        key={record.updatedAt}
        initial={initial}
        groups={options}
        onSubmit={onSubmit}
        submitLabel={t('calendar.form.editSubmit')}
        label={t('calendar.form.editTitle')}
      />
    </Stack>
  );
}
