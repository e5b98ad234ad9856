import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { AtRiskBadge } from '@/components/program/badges';
import { MilestoneRow } from '@/components/program/MilestoneRow';
import { milestoneTitle, percent } from '@/components/program/labels';
import { Section } from '@/components/Section';
import { COMPLETED_COURSE, type Milestone } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';
import type { FatherDashboard as Data } from '../api/types';
import { Stat } from '@/components/Stat';
import { UpcomingList } from './UpcomingList';

/** Course titles can be long: a paper's button wraps rather than leaving a phone's screen. */
const WRAP = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%', paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'left' as const },
};

/** A father's own standing: attendance and hours, milestones, next sessions, and his papers. */
export function FatherDashboard({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { attendance } = data;
  const certificates = data.milestones.filter((m) => m.kind === COMPLETED_COURSE && m.cycleId);

  return (
    <Stack gap="md">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.myDescription')} />
      <Section title={t('dashboard.mine.attendance')}>
        {attendance.atRisk && (
          <Group gap="xs">
            <AtRiskBadge />
            <Text size="sm" c="red.8">
              {t('dashboard.mine.atRiskHint')}
            </Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.mine.attendance')}>
          <li>
            <Stat
              label={t('dashboard.mine.rate')}
              value={attendance.countable > 0 ? percent(attendance.rate) : '—'}
              hint={t('dashboard.mine.sessionsAttended', { attended: attendance.attended, countable: attendance.countable })}
            />
          </li>
          <li>
            <Stat label={t('dashboard.mine.hours')} value={String(attendance.hours)} />
          </li>
          <li>
            <Stat label={t('dashboard.mine.inARow')} value={String(attendance.consecutiveAbsences)} />
          </li>
          <li>
            <Stat
              label={t('dashboard.mine.lastAttended')}
              value={attendance.lastAttended ? formatDate(attendance.lastAttended) : t('common.never')}
              small
            />
          </li>
        </SimpleGrid>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('dashboard.mine.next')}>
          <UpcomingList items={data.upcoming} label={t('dashboard.mine.next')} />
        </Section>
        <Section title={t('dashboard.mine.papers')}>
          <Text size="sm" c="dimmed">
            {t('dashboard.mine.papersHint')}
          </Text>
          <Stack gap="xs" align="flex-start">
            <Button component={Link} to="/fathers/me/attendance-letter" variant="light" styles={WRAP}>
              {t('dashboard.mine.letter')}
            </Button>
            {certificates.map((milestone) => (
              <Button
                key={milestone.id}
                component={Link}
                to={`/fathers/${encodeURIComponent(milestone.fatherId)}/certificate/${encodeURIComponent(milestone.cycleId ?? '')}`}
                variant="light"
                styles={WRAP}
              >
                {t('dashboard.mine.certificate', { title: milestoneTitle(t, milestone) })}
              </Button>
            ))}
          </Stack>
        </Section>
      </SimpleGrid>
      <Section
        title={t('dashboard.mine.milestones')}
        actions={
          <Anchor component={Link} to="/milestones" size="sm">
            {t('dashboard.mine.allMilestones')}
          </Anchor>
        }
      >
        <MilestoneList milestones={data.milestones} />
      </Section>
    </Stack>
  );
}

function MilestoneList({ milestones }: { milestones: Milestone[] }) {
  const { t } = useTranslation();
  if (milestones.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.mine.noMilestones')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.mine.milestones')}>
      {milestones.map((milestone) => (
        <MilestoneRow key={milestone.id} milestone={milestone} />
      ))}
    </Stack>
  );
}
