import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The counts in the order the app lists types or statuses; one the app does not know yet, after, as sent. */
export function ordered(counts: Record<string, number>, known: readonly string[]): [string, number][] {
  const keys = [...known.filter((key) => key in counts), ...Object.keys(counts).filter((key) => !known.includes(key))];
  return keys.map((key) => [key, counts[key] ?? 0]);
}

/** A small table of labelled counts, named by its caption. */
export function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: [string, number][] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder fz="sm" captionSide="top" className="fm-keep-together">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{heading}</Table.Th>
          <Table.Th scope="col">{t('reports.columns.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, count]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td>{count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
