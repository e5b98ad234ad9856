import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { SessionLinks } from '@/components/program/SessionLinks';
import { useSessions } from '../api/get-sessions';
import { dayRange, thisMonth } from '../utils/range';

/** /workshops/session?from=&to=: sessions between two days (inclusive), this month by default. */
export function WorkshopSessionsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const from = params.get('from') ?? month.from;
  const to = params.get('to') ?? month.to;
  const range = dayRange(from, to);
  const sessions = useSessions(range?.from ?? '', range?.to ?? '');

  const setDay = (name: 'from' | 'to', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('from', from);
        next.set('to', to);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <PageHeader title={t('workshops.sessions.title')} back={{ to: '/workshops', label: t('workshops.title') }} />
      <Group gap="sm" align="flex-end" role="group" aria-label={t('workshops.sessions.range')}>
        <TextInput type="date" label={t('workshops.sessions.from')} value={from} onChange={(e) => setDay('from', e.currentTarget.value)} />
        <TextInput
          type="date"
          label={t('workshops.sessions.to')}
          value={to}
          onChange={(e) => setDay('to', e.currentTarget.value)}
          error={range ? undefined : t('workshops.sessions.badRange')}
        />
      </Group>
      {!range ? null : sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <LoadError title={t('workshops.sessionsFailed')} error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <Text c="dimmed">{t('workshops.sessions.empty')}</Text>
      ) : (
        <div style={{ opacity: sessions.isPlaceholderData ? 0.6 : 1 }} aria-busy={sessions.isFetching}>
          <SessionLinks sessions={sessions.data} label={t('workshops.sessions.title')} />
        </div>
      )}
    </Stack>
  );
}
