import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import type { WeekPoint } from '../utils/chart';

/** The chart's numbers, week by week: what a screen reader reads, and anyone can show. */
export function AttendanceTable({ points }: { points: WeekPoint[] }) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on a phone: a keyboard reaches it (WCAG 2.1.1), named by the table's caption.
    <Table.ScrollContainer
      minWidth={420}
      className="fm-table-scroll"
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('dashboard.weeks.caption') } }}
    >
      <Table striped fz="sm" captionSide="top">
        <Table.Caption>{t('dashboard.weeks.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.weeks.week')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.weeks.held')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.weeks.attended')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.weeks.counted')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.weeks.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={point.weekStart}>
              <Table.Th scope="row" fw={400}>
                {formatDay(point.weekStart)}
              </Table.Th>
              <Table.Td>{point.sessions}</Table.Td>
              <Table.Td>{point.attended}</Table.Td>
              <Table.Td>{point.countable}</Table.Td>
              <Table.Td>{point.percent === null ? '—' : `${point.percent}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
