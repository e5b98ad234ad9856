import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Facts } from '@/components/Facts';
import { LinkedText } from '@/components/LinkedText';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { myRsvpOf, RsvpButtons } from '@/features/rsvp';
import { Section } from '@/components/Section';
import { formatWhen } from '../utils/calendar-item';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatDate } from '@/lib/dates';
import { useCalendarItem } from '../api/get-calendar';
import { useEvent } from '../api/get-event';
import { DeleteEventDialog } from '../components/DeleteEventDialog';
import { EventNotFound } from '../components/EventNotFound';

export function EventRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const event = useEvent(id);
  const [deleting, setDeleting] = useState(false);
  // A father's answer comes with the calendar's line of the event, not with the event.
  const line = useCalendarItem(event.data ? { kind: 'event', ...event.data } : null, { enabled: !staff });

  if (event.isPending) return <PageLoader />;
  if (event.isError) return <EventNotFound error={event.error} onRetry={() => void event.refetch()} />;
  const record = event.data;

  return (
    <Stack gap="md" maw={860}>
      <PageHeader
        title={record.title}
        back={{ to: '/calendar', label: t('calendar.title') }}
        actions={
          staff && (
            <>
              <Button variant="light" component={Link} to={`/calendar/${encodeURIComponent(record.id)}/edit`}>
                {t('calendar.event.edit')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                {t('calendar.event.delete')}
              </Button>
            </>
          )
        }
      />
      <Section title={t('calendar.event.about')}>
        <Facts
          items={[
            { label: t('calendar.event.when'), value: formatWhen(record) },
            { label: t('calendar.event.where'), value: record.location },
            { label: t('fields.audience'), value: record.groupName ?? t('common.everyone') },
            { label: t('fields.description'), value: record.description && <LinkedText text={record.description} /> },
          ]}
        />
        {!record.allDay && (
          <Text size="xs" c="dimmed">
            {t('calendar.form.timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
          </Text>
        )}
        {!staff && !line.isPending && (
          <RsvpButtons
            target={{ kind: 'event', id: record.id, startsAt: record.startsAt, title: record.title }}
            rsvp={line.data ? myRsvpOf(line.data) : null}
          />
        )}
        {staff && record.createdByName && (
          <Text size="xs" c="dimmed">
            {t('calendar.event.addedBy', { name: record.createdByName, date: formatDate(record.createdAt) })}
          </Text>
        )}
      </Section>
      {staff && <DeleteEventDialog event={record} opened={deleting} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}
