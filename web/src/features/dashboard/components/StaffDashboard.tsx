import { Box, Button, SimpleGrid, Skeleton, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { percent } from '@/components/program/labels';
import { AtRiskList } from '@/components/program/AtRiskList';
import { Section } from '@/components/Section';
import type { StaffDashboard as Data } from '../api/types';
import { overallRate, weekPoints } from '../utils/chart';
import { ActivityFeed } from './ActivityFeed';
import { AttendanceTable } from './AttendanceTable';
import { CountCards } from './CountCards';
import { UpcomingList } from './UpcomingList';

const AttendanceChart = lazy(() => import('./AttendanceChart'));

const CHART_HEIGHT = 240;

/**
 * The program at a glance: counts, the attendance trend, who is slipping, what is next, what happened.
 * `filter` is the choice of program, when there is one; `loading`: another program's figures are coming
 * (those shown are dimmed meanwhile); `reportLink`: the funder report, of the program shown where it may be.
 */
export function StaffDashboard({
  data,
  filter = null,
  reportLink = '/workshops/report',
  loading = false,
}: {
  data: Data;
  filter?: ReactNode;
  reportLink?: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <Button component={Link} to={reportLink}>
            {t('dashboard.report')}
          </Button>
        }
      />
      {filter}
      <Stack gap="md" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
        <CountCards counts={data.counts} />
        <AttendanceByWeek data={data} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('dashboard.atRisk.title')}>
            <Text size="sm" c="dimmed">
              {t('dashboard.atRisk.hint')}
            </Text>
            {data.atRisk.length === 0 ? <Text size="sm">{t('dashboard.atRisk.none')}</Text> : <AtRiskList rows={data.atRisk} />}
          </Section>
          <Section title={t('dashboard.upcoming.title')}>
            <UpcomingList items={data.upcoming} label={t('dashboard.upcoming.title')} />
          </Section>
        </SimpleGrid>
        <Section title={t('dashboard.activity.title')}>
          <ActivityFeed entries={data.activity} />
        </Section>
      </Stack>
    </Stack>
  );
}

/** The chart for the eye; its table for screen readers, and for anyone who asks for it. */
function AttendanceByWeek({ data }: { data: Data }) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const points = weekPoints(data.attendanceByWeek);
  const overall = overallRate(data.attendanceByWeek);
  return (
    <Section
      title={t('dashboard.weeks.title')}
      actions={
        <Switch
          label={t('dashboard.weeks.showTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
          className="fm-screen-only"
        />
      }
    >
      <Text size="sm" c="dimmed">
        {overall === null ? t('dashboard.weeks.noneHeld') : t('dashboard.weeks.overall', { rate: percent(overall) })}
      </Text>
      {asTable ? (
        <AttendanceTable points={points} />
      ) : (
        <>
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} aria-hidden />}>
            <Box mih={CHART_HEIGHT}>
              <AttendanceChart points={points} />
            </Box>
          </Suspense>
          <VisuallyHidden>
            <AttendanceTable points={points} />
          </VisuallyHidden>
        </>
      )}
    </Section>
  );
}
