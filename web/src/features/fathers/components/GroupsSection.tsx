import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { AtRiskBadge, CompletedCourseBadge } from '@/components/program/badges';
import { percent } from '@/components/program/labels';
import { useGroups } from '@/features/groups';
import { type Father, type Group as FatherGroup } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';
import { useFatherCycles } from '../api/get-father-cycles';
import { AttendanceHistory } from './AttendanceHistory';

/** The groups he belongs to, and the workshop cycles of those groups with his attendance. */
export function GroupsSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const groups = useGroups();
  const his: FatherGroup[] | undefined = groups.data?.filter((group) =>
    group.members.some((member) => member.fatherId === father.id),
  );
  const cycles = useFatherCycles(
    father.id,
    his?.map((group) => group.id),
  );

  return (
    <Section title={t('fathers.detail.groups')}>
      {groups.isPending ? (
        <PageLoader />
      ) : groups.isError ? (
        <LoadError title={t('fathers.detail.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : his?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noGroups')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {his?.map((group) => {
            const member = group.members.find((m) => m.fatherId === father.id);
            return (
              <Group key={group.id} component="li" justify="space-between" gap="xs">
                <Anchor component={Link} to={`/fathers-group/${group.id}`} size="sm" fw={500}>
                  {group.name}
                </Anchor>
                {member && (
                  <Text size="xs" c="dimmed">
                    {t('fathers.detail.joined', { date: formatDay(member.joinedAt) })}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      )}

      <Text fw={600} size="sm" mt="xs">
        {t('fathers.detail.cycles')}
      </Text>
      {cycles.isPending && his !== undefined ? (
        <PageLoader />
      ) : cycles.isError ? (
        <LoadError title={t('fathers.detail.cyclesFailed')} error={cycles.error} onRetry={() => void cycles.refetch()} />
      ) : (cycles.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noCycles')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.detail.cycles')}>
          {cycles.data?.map(({ cycle, progress, history }) => (
            <Stack key={cycle.id} component="li" gap={2}>
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={`/cycles/${cycle.id}`} size="sm" fw={500}>
                  {cycle.title}
                </Anchor>
                <Group gap={4}>
                  {progress?.completedCourse && <CompletedCourseBadge size="sm" />}
                  {progress?.atRisk && <AtRiskBadge size="sm" />}
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t('fathers.detail.cycleDates', { start: formatDay(cycle.startDate), end: formatDay(cycle.endDate) })}
                {progress &&
                  progress.countable > 0 &&
                  ` · ${t('fathers.detail.sessionsAttended', { attended: progress.attended, countable: progress.countable })} (${percent(progress.rate)})`}
              </Text>
              {history.length > 0 && <AttendanceHistory history={history} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
