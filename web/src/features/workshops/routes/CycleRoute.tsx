import { Button, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Facts } from '@/components/Facts';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { percent } from '@/components/program/labels';
import { useStaff, useStaffLabel } from '@/features/accounts';
import { useGroups, useRunsGroup } from '@/features/groups';
import type { Cycle } from '@/lib/api/program';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatDay } from '@/lib/dates';
import { SessionLinks } from '@/components/program/SessionLinks';
import { useCycle } from '../api/get-cycle';
import { useCycleProgress } from '../api/get-cycle-progress';
import { useCycleSessions } from '../api/get-cycle-sessions';
import { useRole } from '@/lib/auth/roles';
import { DeleteCycleDialog, EditCycleDialog } from '../components/CycleDialogs';
import { CycleProgressList } from '../components/CycleProgressList';
import { NotFound } from '../components/NotFound';

export function CycleRoute() {
  const { id = '' } = useParams();
  return <CycleDetail key={id} id={id} />;
}

function CycleDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const cycle = useCycle(id);
  // Only a director or the group's facilitators write its cycles and sessions.
  const runs = useRunsGroup(cycle.data?.groupId);
  const facilitatorId = cycle.data?.facilitatorId ?? null;
  const facilitator = useStaffLabel(facilitatorId ? [facilitatorId] : []);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (cycle.isPending) return <PageLoader />;
  if (cycle.isError) {
    return <NotFound error={cycle.error} description={t('cycles.detail.notFound')} onRetry={() => void cycle.refetch()} />;
  }
  const record = cycle.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={record.title}
        back={{ to: `/fathers-group/${record.groupId}`, label: record.groupName }}
        description={staff && !runs ? t('program.notRunning') : undefined}
        actions={
          staff && (
            <>
              {runs && (
                <Button component={Link} to={`/cycles/${record.id}/sessions/new`}>
                  {t('cycles.detail.addSession')}
                </Button>
              )}
              <Button component={Link} to={`/workshops/session-attendance?cycleId=${record.id}`} variant="light">
                {t('cycles.detail.matrix')}
              </Button>
              {runs && (
                <>
                  <Button variant="light" onClick={() => setDialog('edit')}>
                    {t('cycles.detail.edit')}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                    {t('cycles.detail.delete')}
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      <Section title={t('cycles.detail.about')}>
        <Facts
          items={[
            { label: t('fields.group'), value: record.groupName },
            { label: t('fields.facilitator'), value: facilitator },
            {
              label: t('cycles.detail.dates'),
              value: t('cycles.detail.dateRange', { start: formatDay(record.startDate), end: formatDay(record.endDate) }),
            },
            { label: t('fields.location'), value: record.location },
            { label: t('fields.completionThreshold'), value: percent(record.completionThreshold) },
            { label: t('fields.description'), value: record.description },
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('cycles.detail.completedOf', { completed: record.completedCount, total: record.sessionCount })}
          </Text>
          <Progress
            value={record.sessionCount ? (record.completedCount / record.sessionCount) * 100 : 0}
            size="lg"
            aria-label={t('cycles.detail.completedOf', { completed: record.completedCount, total: record.sessionCount })}
          />
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <CycleSessions cycle={record} />
        <FathersProgress cycle={record} staff={staff} />
      </SimpleGrid>

      {runs && <CycleDialogs cycle={record} dialog={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function CycleDialogs({ cycle, dialog, onClose }: { cycle: Cycle; dialog: 'edit' | 'delete' | null; onClose: () => void }) {
  const groups = useGroups();
  const { director } = useRole();
  const staff = useStaff({ enabled: director });
  return (
    <>
      <EditCycleDialog
        cycle={cycle}
        groups={groups.data ?? []}
        staff={director ? (staff.data ?? []) : null}
        opened={dialog === 'edit' && groups.isSuccess}
        onClose={onClose}
      />
      <DeleteCycleDialog cycle={cycle} opened={dialog === 'delete'} onClose={onClose} />
    </>
  );
}

function CycleSessions({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation();
  const sessions = useCycleSessions(cycle.id);
  return (
    <Section title={t('cycles.detail.sessions')}>
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <LoadError title={t('cycles.detail.sessionsFailed')} error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cycles.detail.noSessions')}
        </Text>
      ) : (
        <SessionLinks sessions={sessions.data} label={t('cycles.detail.sessions')} oneCycle />
      )}
    </Section>
  );
}

function FathersProgress({ cycle, staff }: { cycle: Cycle; staff: boolean }) {
  const { t } = useTranslation();
  const progress = useCycleProgress(cycle.id);
  return (
    <Section title={staff ? t('cycles.detail.fathers') : t('cycles.detail.yourProgress')}>
      <Text size="sm" c="dimmed">
        {t('cycles.detail.thresholdHint', { percent: percent(cycle.completionThreshold) })}
      </Text>
      {progress.isPending ? (
        <PageLoader />
      ) : progress.isError ? (
        <LoadError title={t('cycles.detail.progressFailed')} error={progress.error} onRetry={() => void progress.refetch()} />
      ) : progress.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cycles.detail.noFathers')}
        </Text>
      ) : (
        <CycleProgressList rows={progress.data} threshold={cycle.completionThreshold} linkNames={staff} />
      )}
    </Section>
  );
}
