import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFERRAL_STATUSES, REFERRAL_TYPES, referralStatusLabel, referralTypeLabel } from '@/features/casework';
import type { Figures, Report } from '../api/types';
import { CountTable, ordered } from './CountTable';

type Counts = Record<string, number>;

function referralsMade(figures: Figures): number {
  return Object.values(figures.referrals.byType).reduce((sum, count) => sum + count, 0);
}

/** "Housing 2, Employment 1": the counts that are not 0; '—' for none. */
function nonZero(counts: Counts, known: readonly string[], label: (key: string) => string): string {
  const shown = ordered(counts, known).filter(([, count]) => count > 0);
  return shown.length ? shown.map(([key, count]) => `${label(key)} ${count}`).join(', ') : '—';
}

/** Case management over the range for the program: contacts and their minutes, fathers referred and referrals by type and status. */
export function CaseworkTotals({ total }: { total: Figures }) {
  const { t } = useTranslation();
  const cards = [
    {
      key: 'contacts',
      label: t('reports.figures.contacts'),
      value: total.contacts.count,
      hint: t('reports.hints.contactMinutes', { count: total.contacts.minutes }),
    },
    {
      key: 'referred',
      label: t('reports.figures.fathersReferred'),
      value: total.referrals.fathers,
      hint: t('reports.hints.referralsMade', { count: referralsMade(total) }),
    },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={t('reports.casework')}>
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="sm" radius="md" className="fm-keep-together" data-figure={card.key}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {card.label}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700}>
              {card.value}
            </Text>
            <Text component="dd" m={0} size="xs" c="dimmed">
              {card.hint}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountTable
          caption={t('reports.referralsByType')}
          heading={t('reports.columns.type')}
          rows={ordered(total.referrals.byType, REFERRAL_TYPES).map(([key, count]) => [referralTypeLabel(t, key), count])}
        />
        <CountTable
          caption={t('reports.referralsByStatus')}
          heading={t('reports.columns.status')}
          rows={ordered(total.referrals.byStatus, REFERRAL_STATUSES).map(([key, count]) => [referralStatusLabel(t, key), count])}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The same per group: contacts with its members of the range, and their referrals. */
export function CaseworkGroupsTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.groups.length === 0) return null;
  return (
    <Table.ScrollContainer
      minWidth={760}
      className="fm-table-scroll"
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('reports.caseworkByGroupCaption') } }}
    >
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption>{t('reports.caseworkByGroupCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.columns.group')}</Table.Th>
            <Table.Th scope="col">{t('reports.figures.contacts')}</Table.Th>
            <Table.Th scope="col">{t('reports.columns.contactMinutes')}</Table.Th>
            <Table.Th scope="col">{t('reports.figures.fathersReferred')}</Table.Th>
            <Table.Th scope="col">{t('reports.referralsByType')}</Table.Th>
            <Table.Th scope="col">{t('reports.referralsByStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.groups.map((group) => (
            <Table.Tr key={group.groupId}>
              <Table.Th scope="row">{group.groupName}</Table.Th>
              <Table.Td>{group.contacts.count}</Table.Td>
              <Table.Td>{group.contacts.minutes}</Table.Td>
              <Table.Td>{group.referrals.fathers}</Table.Td>
              <Table.Td>{nonZero(group.referrals.byType, REFERRAL_TYPES, (key) => referralTypeLabel(t, key))}</Table.Td>
              <Table.Td>{nonZero(group.referrals.byStatus, REFERRAL_STATUSES, (key) => referralStatusLabel(t, key))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
