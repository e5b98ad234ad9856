import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { milestoneKindLabel, percent } from '@/components/program/labels';
import type { Figures, Report } from '../api/types';
import { formatHours } from '../utils/format';

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

/** The same figures per group: who joined and left that group, its sessions and their dosage. */
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
    // Scrolls sideways on a phone: a keyboard reaches it (WCAG 2.1.1), named by the table's caption.
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
            <Table.Th scope="col">{t('reports.columns.left')}</Table.Th>
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
