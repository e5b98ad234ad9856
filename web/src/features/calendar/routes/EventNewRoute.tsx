import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useGroups } from '@/features/groups';
import { notify } from '@/lib/toasts';
import { useCreateEvent } from '../api/create-event';
import { EventForm } from '../components/EventForm';
import { newEventValues, toEventInput, type EventFormValues } from '../components/event-values';

export function EventNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useGroups();
  const create = useCreateEvent();
  const [initial] = useState(() => newEventValues());

  const onSubmit = async (values: EventFormValues) => {
    const event = await create.mutateAsync(toEventInput(values));
    notify.success(t('calendar.toasts.created'));
    navigate(`/calendar/${encodeURIComponent(event.id)}`);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t('calendar.form.createTitle')}
        description={t('calendar.form.createDescription')}
        back={{ to: '/calendar', label: t('calendar.title') }}
      />
      {groups.isPending ? (
        <PageLoader />
      ) : groups.isError ? (
        <LoadError title={t('calendar.form.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <EventForm
          initial={initial}
          groups={groups.data}
          onSubmit={onSubmit}
          submitLabel={t('calendar.form.createSubmit')}
          label={t('calendar.form.createTitle')}
        />
      )}
    </Stack>
  );
}
