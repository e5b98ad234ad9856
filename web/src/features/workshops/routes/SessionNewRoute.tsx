import { Stack } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import type { Cycle, Session } from '@/lib/api/program';
import { toDateTimeInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useCreateSession } from '../api/create-session';
import { useCycle } from '../api/get-cycle';
import { useCycleSessions } from '../api/get-cycle-sessions';
import { NotFound } from '../components/NotFound';
import { SessionForm, toSessionInput, type SessionFormValues } from '../components/SessionForm';

const DEFAULT_MINUTES = 90;

/** A week after the last session, as long as it; or the cycle's first day at 6 PM. */
function suggestion(cycle: Cycle, sessions: Session[]): { start: dayjs.Dayjs; end: dayjs.Dayjs } {
  const last = sessions.at(-1);
  if (last) {
    const start = dayjs(last.startsAt).add(7, 'day');
    return { start, end: start.add(dayjs(last.endsAt).diff(last.startsAt, 'minute'), 'minute') };
  }
  const start = dayjs(`${cycle.startDate}T18:00`);
  return { start, end: start.add(DEFAULT_MINUTES, 'minute') };
}

export function SessionNewRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cycle = useCycle(id);
  const sessions = useCycleSessions(id);
  const create = useCreateSession();

  if (cycle.isPending || sessions.isPending) return <PageLoader />;
  if (cycle.isError) {
    return <NotFound error={cycle.error} description={t('cycles.detail.notFound')} onRetry={() => void cycle.refetch()} />;
  }
  const list = sessions.data ?? [];
  const next = Math.max(0, ...list.map((session) => session.number)) + 1;
  const { start, end } = suggestion(cycle.data, list);
  const initial: SessionFormValues = {
    title: t('sessions.form.defaultTitle', { number: next }),
    number: '',
    startsAt: toDateTimeInput(start),
    endsAt: toDateTimeInput(end),
    location: cycle.data.location,
    notes: '',
  };

  const onSubmit = async (values: SessionFormValues) => {
    const session = await create.mutateAsync({ cycleId: id, input: toSessionInput(values) });
    notify.success(t('sessions.toasts.created'));
    navigate(`/cycles/${id}/sessions/${session.id}`);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t('sessions.form.createTitle')}
        description={cycle.data.title}
        back={{ to: `/cycles/${id}`, label: cycle.data.title }}
      />
      <SessionForm
        initial={initial}
        onSubmit={onSubmit}
        submitLabel={t('sessions.form.createSubmit')}
        label={t('sessions.form.createTitle')}
        numberHint={t('sessions.form.numberHint', { number: next })}
      />
    </Stack>
  );
}
