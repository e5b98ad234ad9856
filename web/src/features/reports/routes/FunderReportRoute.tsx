import { Button, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { ProgramFilterSelect, usePrograms } from '@/features/programs';
import { toApiError } from '@/lib/api/errors';
import { useRole } from '@/lib/auth/roles';
import { formatDayRange } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useExportIncentives } from '../api/export-incentives';
import { useExportReport } from '../api/export-report';
import { useReport } from '../api/get-report';
import { PrintButton } from '../components/PrintButton';
import { RangePicker, type Period } from '../components/RangePicker';
import { CaseworkGroupsTable, CaseworkTotals } from '../components/CaseworkTables';
import { IncentivesBlock } from '../components/IncentivesBlock';
import { FormsBlock } from '../components/FormsBlock';
import { TextsBlock } from '../components/TextsBlock';
import { DemographicsTables, GroupsTable, MilestonesTable, Totals } from '../components/ReportTables';
import { PRESETS, presetRange, rangeProblem, type DayRange, type Preset } from '../utils/ranges';
import { reportProgramChoices } from '../utils/report-programs';

const DEFAULT_PERIOD: Preset = 'thisMonth';

function isPreset(value: string | null): value is Preset {
  return (PRESETS as readonly (string | null)[]).includes(value);
}

/**
 * /workshops/report?period=lastQuarter, or ?period=custom&from=&to=, and &programId= : the figures
 * a funder asks for, for the program and each group, with the spreadsheet and a print view; of one
 * program when chosen (a director's, or a program's manager's).
 */
export function FunderReportRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: Period = requested === 'custom' ? 'custom' : isPreset(requested) ? requested : DEFAULT_PERIOD;
  const range: DayRange =
    period === 'custom'
      ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
      : presetRange(period);
  // The range as last chosen: two days typed in quick succession (or filled in by the browser) both
  // count, though the address has not caught up with the first when the second comes.
  const chosen = useRef(range);
  useLayoutEffect(() => {
    chosen.current = { from: range.from, to: range.to };
  }, [range.from, range.to]);
  const programId = params.get('programId') || undefined;
  const role = useRole();
  const programs = usePrograms({ enabled: role.staff });
  const programFilter = role.staff ? reportProgramChoices(programs.data, role, programId) : null;
  const problem = rangeProblem(range);
  const report = useReport(problem ? null : range, programId);
  const exportCsv = useExportReport();
  const exportIncentives = useExportIncentives();

  // The server's word on a range it refuses (e.g. longer than it reports on) goes on its field.
  const serverFields = report.isError && toApiError(report.error).status === 400 ? toApiError(report.error).fields : null;
  const errors = {
    from: problem?.field === 'from' ? t(`reports.problems.${problem.problem}`) : serverFields?.from,
    to: problem?.field === 'to' ? t(`reports.problems.${problem.problem}`) : serverFields?.to,
  };

  // The program chosen stays with any period or days.
  const withProgram = (next: Record<string, string>) => (programId ? { ...next, programId } : next);
  const choosePeriod = (next: Period) =>
    setParams(
      withProgram(next === 'custom' ? { period: 'custom', from: range.from, to: range.to } : { period: next }),
      { replace: true },
    );
  const chooseDay = (field: 'from' | 'to', value: string) => {
    chosen.current = { ...chosen.current, [field]: value };
    setParams(withProgram({ period: 'custom', ...chosen.current }), { replace: true });
  };
  const chooseProgram = (id: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set('programId', id);
      else next.delete('programId');
      return next;
    });

  const shown = report.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('reports.title')}
        description={t('reports.description')}
        back={{ to: '/dashboard', label: t('nav.dashboard') }}
        actions={
          <>
            <Button
              className="fm-screen-only"
              loading={exportCsv.isPending}
              disabled={problem !== null}
              onClick={() => exportCsv.mutate({ range, programId }, { onError: (error) => notify.error(toApiError(error).message) })}
            >
              {t('reports.downloadCsv')}
            </Button>
            <PrintButton />
          </>
        }
      />
      <RangePicker period={period} range={range} errors={errors} onPeriod={choosePeriod} onDay={chooseDay} />
      {programFilter && (
        <ProgramFilterSelect programs={programFilter} value={programId} onChange={chooseProgram} loading={programs.isPending} />
      )}
      {problem || serverFields ? null : report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <LoadError title={t('reports.loadFailed')} error={report.error} onRetry={() => void report.refetch()} />
      ) : shown ? (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <Text fw={600} data-testid="report-days">
            {t('reports.days', { days: formatDayRange(shown.from, shown.to), zone: shown.timeZone })}
          </Text>
          <Section title={t('reports.totals')}>
            <Totals total={shown.total} />
          </Section>
          <Section title={t('reports.demographics.title')}>
            <DemographicsTables demographics={shown.demographics} />
          </Section>
          <Section title={t('reports.byGroup')}>
            <GroupsTable report={shown} />
          </Section>
          <Section title={t('reports.casework')}>
            <Stack gap="md">
              <CaseworkTotals total={shown.total} />
              <CaseworkGroupsTable report={shown} />
            </Stack>
          </Section>
          <Section title={t('reports.milestones')}>
            <MilestonesTable report={shown} />
          </Section>
          <Section
            title={t('reports.incentives.title')}
            actions={
              <Button
                className="fm-screen-only"
                variant="light"
                size="sm"
                loading={exportIncentives.isPending}
                onClick={() => exportIncentives.mutate({ range, programId }, { onError: (error) => notify.error(toApiError(error).message) })}
              >
                {t('reports.incentives.downloadCsv')}
              </Button>
            }
          >
            <IncentivesBlock report={shown} />
          </Section>
          <Section title={t('reports.texts.title')}>
            <TextsBlock report={shown} />
          </Section>
          <Section title={t('reports.forms.title')}>
            <FormsBlock report={shown} />
          </Section>
        </Stack>
      ) : null}
    </Stack>
  );
}
