import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FigureCards } from './FigureCards';
import { formatMoney, INCENTIVE_KINDS, incentiveKindLabel } from '@/features/incentives';
import type { IncentiveFigures, Report } from '../api/types';

/** Every kind the app knows, in its order, then any a newer server sends, as sent. */
function kindsOf(figures: IncentiveFigures): string[] {
  const sent = [...Object.keys(figures.byKind), ...Object.keys(figures.amountByKind)];
  return [...INCENTIVE_KINDS, ...new Set(sent.filter((kind) => !(INCENTIVE_KINDS as readonly string[]).includes(kind)))];
}

/** Incentives given in the range (voided ones are not counted): how many, how much, by kind and by group. */
export function IncentivesBlock({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const figures = report.total.incentives;
  const cards = [
    { key: 'incentives', label: t('reports.incentives.count'), value: String(figures.count) },
    { key: 'incentiveAmount', label: t('reports.incentives.amount'), value: formatMoney(figures.amountCents, i18n.language) },
  ];
  return (
    <Stack gap="md">
      <FigureCards label={t('reports.incentives.title')} figures={cards} />
      <Text size="xs" c="dimmed">
        {t('reports.incentives.voidedLeftOut')}
      </Text>
      <Table striped withTableBorder fz="sm" captionSide="top" maw={480}>
        <Table.Caption>{t('reports.incentives.byKind')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('reports.columns.count')}</Table.Th>
            <Table.Th scope="col">{t('reports.incentives.amountColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kindsOf(figures).map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row" fw={400}>
                {incentiveKindLabel(t, kind)}
              </Table.Th>
              <Table.Td>{figures.byKind[kind] ?? 0}</Table.Td>
              <Table.Td>{formatMoney(figures.amountByKind[kind] ?? 0, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {report.groups.length > 0 && (
        <Table striped withTableBorder fz="sm" captionSide="top" maw={480}>
          <Table.Caption>{t('reports.incentives.byGroup')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.columns.group')}</Table.Th>
              <Table.Th scope="col">{t('reports.columns.count')}</Table.Th>
              <Table.Th scope="col">{t('reports.incentives.amountColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.groups.map((group) => (
              <Table.Tr key={group.groupId}>
                <Table.Th scope="row" fw={400}>
                  {group.groupName}
                </Table.Th>
                <Table.Td>{group.incentives.count}</Table.Td>
                <Table.Td>{formatMoney(group.incentives.amountCents, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
