import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fatherTypeLabel, milestoneKindLabel, percent } from '@/components/program/labels';
import { FATHER_TYPES, SETTINGS, type FatherType, type Setting } from '@/lib/api/program';
import type { Language } from '@/lib/api/types';
import { LANGUAGES } from '@/lib/i18n';
import type { Demographics, Figures, Report } from '../api/types';
import { formatHours } from '../utils/format';
import { CountTable, ordered } from './CountTable';

/** The program's figures for the range, each on its card. */
export function Totals({ total }: { total: Figures }) {
  const { t, i18n } = useTranslation();
  const cards = [
    { key: 'served', label: t('reports.figures.fathersServed'), value: String(total.fathersServed), hint: t('reports.hints.fathersServed') },
    { key: 'enrolled', label: t('reports.figures.newlyEnrolled'), value: String(total.newlyEnrolled) },
    { key: 'completed', label: t('reports.figures.completedCourse'), value: String(total.completedCourse) },
    { key: 'exited', label: t('reports.figures.exited'), value: String(total.exited) },
    { key: 'held', label: t('reports.figures.sessionsHeld'), value: String(total.sessionsHeld) },
    { key: 'hours', label: t('reports.figures.hoursAttended'), value: formatHours(total.hoursAttended, i18n.language) },
    {
      key: 'rate',
      label: t('reports.figures.attendanceRate'),
      value: total.countable > 0 ? percent(total.attendanceRate) : '—',
      hint: t('reports.hints.rate', { attended: total.attended, countable: total.countable }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={t('reports.totals')}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md" className="fm-keep-together" data-figure={card.key}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {card.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {card.value}
          </Text>
          {card.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {card.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The same figures per group: who joined it, its sessions and their dosage, and the program's
 * exits of its members (a father in two groups counts in each).
 */
export function GroupsTable({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  if (report.groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reports.noGroups')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {/* Scrolls sideways on a phone: a keyboard reaches it (WCAG 2.1.1), named by the table's caption. */}
      <Table.ScrollContainer
        minWidth={760}
        className="fm-table-scroll"
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('reports.byGroupCaption') } }}
      >
        <Table striped withTableBorder fz="sm" captionSide="top">
          <Table.Caption>{t('reports.byGroupCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.columns.group')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.fathersServed')}</Table.Th>
              <Table.Th scope="col">{t('reports.columns.joined')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.completedCourse')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.exited')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.sessionsHeld')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.hoursAttended')}</Table.Th>
              <Table.Th scope="col">{t('reports.figures.attendanceRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.groups.map((group) => (
              <Table.Tr key={group.groupId}>
                <Table.Th scope="row">{group.groupName}</Table.Th>
                <Table.Td>{group.fathersServed}</Table.Td>
                <Table.Td>{group.newlyEnrolled}</Table.Td>
                <Table.Td>{group.completedCourse}</Table.Td>
                <Table.Td>{group.exited}</Table.Td>
                <Table.Td>{group.sessionsHeld}</Table.Td>
                <Table.Td>{formatHours(group.hoursAttended, i18n.language)}</Table.Td>
                <Table.Td>
                  {group.countable > 0
                    ? t('reports.rateCell', { rate: percent(group.attendanceRate), attended: group.attended, countable: group.countable })
                    : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('reports.hints.groupExited')}
      </Text>
    </Stack>
  );
}

/** Milestones reached in the range, by kind (employment, reunification, …). */
export function MilestonesTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.milestonesByKind.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reports.noMilestones')}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder fz="sm" captionSide="top" maw={480}>
      <Table.Caption>{t('reports.milestonesCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('reports.columns.kind')}</Table.Th>
          <Table.Th scope="col">{t('reports.columns.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.milestonesByKind.map((row) => (
          <Table.Tr key={row.kind}>
            <Table.Th scope="row" fw={400}>
              {milestoneKindLabel(t, row.kind)}
            </Table.Th>
            <Table.Td>{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The age bands as the server counts them, youngest first; each band's key in the strings. */
const AGE_BANDS = {
  'under-18': 'under18',
  '18-24': 'from18to24',
  '25-34': 'from25to34',
  '35-44': 'from35to44',
  '45-54': 'from45to54',
  '55-plus': 'from55',
} as const;
type AgeBand = keyof typeof AGE_BANDS;
const UNKNOWN = 'unknown';

/** Each band in the app's order, then one the app does not know yet as sent, and "not recorded" last. */
function bands(counts: Record<string, number>, order: readonly string[]): [string, number][] {
  const listed = ordered(counts, order).filter(([key]) => key !== UNKNOWN);
  return UNKNOWN in counts ? [...listed, [UNKNOWN, counts[UNKNOWN]]] : listed;
}

/** Who the fathers served were, as funders ask: four small tables of counts. */
export function DemographicsTables({ demographics }: { demographics: Demographics }) {
  const { t } = useTranslation();
  const rows = (counts: Record<string, number>, order: readonly string[], label: (key: string) => string): [string, number][] =>
    bands(counts, order).map(([key, count]) => [key === UNKNOWN ? t('reports.demographics.unknown') : label(key), count]);
  const ageLabel = (band: string) => (band in AGE_BANDS ? t(`reports.demographics.ages.${AGE_BANDS[band as AgeBand]}`) : band);
  const typeLabel = (type: string) => ((FATHER_TYPES as readonly string[]).includes(type) ? fatherTypeLabel(t, type as FatherType) : type);
  const settingLabel = (setting: string) =>
    (SETTINGS as readonly string[]).includes(setting) ? t(`program.setting.${setting as Setting}`) : setting;
  const languageLabel = (code: string) => ((LANGUAGES as readonly string[]).includes(code) ? t(`languages.${code as Language}`) : code);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('reports.demographics.hint', { count: demographics.fathers })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountTable
          caption={t('reports.demographics.byAge')}
          heading={t('reports.demographics.age')}
          rows={rows(demographics.ageBands, Object.keys(AGE_BANDS), ageLabel)}
        />
        <CountTable
          caption={t('reports.demographics.byFatherType')}
          heading={t('fields.fatherType')}
          rows={rows(demographics.fatherType, FATHER_TYPES, typeLabel)}
        />
        <CountTable
          caption={t('reports.demographics.bySetting')}
          heading={t('fields.setting')}
          rows={rows(demographics.setting, SETTINGS, settingLabel)}
        />
        <CountTable
          caption={t('reports.demographics.byLanguage')}
          heading={t('fields.preferredLanguage')}
          rows={rows(demographics.language, LANGUAGES, languageLabel)}
        />
      </SimpleGrid>
    </Stack>
  );
}
