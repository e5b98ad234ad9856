import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import type { Session, SessionInput } from '@/lib/api/program';
import { toDateTimeInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useSession } from '../api/session';
import { useUpdateSession } from '../api/update-session';
import { NotFound } from '../components/NotFound';
import { SessionForm, toSessionInput, type SessionFormValues } from '../components/SessionForm';

function sessionValues(session: Session): SessionFormValues {
  return {
    title: session.title,
    number: String(session.number),
    startsAt: toDateTimeInput(session.startsAt),
    endsAt: toDateTimeInput(session.endsAt),
    location: session.location,
    notes: session.notes ?? '',
  };
}

export function SessionEditRoute() {
  const { t } = useTranslation();
  const { id = '', sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession(sessionId);
  const update = useUpdateSession();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return <NotFound error={session.error} description={t('sessions.detail.notFound')} onRetry={() => void session.refetch()} />;
  }
  const record = session.data;
  const initial = sessionValues(record);
  const back = `/cycles/${record.cycleId || id}/sessions/${record.id}`;

  const onSubmit = async (values: SessionFormValues) => {
    const before = toSessionInput(initial);
    const after = toSessionInput(values);
    const changes: SessionInput = Object.fromEntries(
      Object.entries(after).filter(([key, value]) => before[key as keyof SessionInput] !== value),
    );
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: record.id, changes });
      notify.success(t('sessions.toasts.updated'));
    }
    navigate(back);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('sessions.form.editTitle')} description={record.cycleTitle} back={{ to: back, label: record.title }} />
      <SessionForm
        key={record.updatedAt}
        initial={initial}
        onSubmit={onSubmit}
        submitLabel={t('sessions.form.editSubmit')}
        label={t('sessions.form.editTitle')}
      />
    </Stack>
  );
}
