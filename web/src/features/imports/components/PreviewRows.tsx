import { Badge, Button, Card, Group, List, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { isImportField } from '../utils/mapping';
import { rowErrorText } from '../utils/row-errors';
import type { ImportAction, ImportRow } from '../api/types';
import { DuplicateDialog } from './DuplicateDialog';
import { useFieldLabel } from './useFieldLabel';

/** Rows drawn at once: a file may hold 5,000. */
export const ROWS_PER_PAGE = 100;

const ACTION_COLOR: Record<ImportAction, string> = { create: 'green', update: 'blue', skip: 'gray', error: 'red' };

export function ActionBadge({ action }: { action: ImportAction }) {
  const { t } = useTranslation();
  return (
    <Badge color={ACTION_COLOR[action]} variant="light">
      {t(`imports.action.${action}`)}
    </Badge>
  );
}

function rowName(row: ImportRow): string {
  return [row.values.firstName, row.values.lastName].filter(Boolean).join(' ');
}

/**
 * Every row of a dry run, a page of 100 at a time (or only those with errors): its line, what
 * importing it does, the name, its errors by field and, when it looks like a father already
 * recorded, a way to compare the two. A table on wider screens, one card a row on a phone.
 */
export function PreviewRows({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [compared, setCompared] = useState<ImportRow | null>(null);
  const shown = onlyErrors ? rows.filter((row) => row.action === 'error') : rows;
  const last = Math.max(0, Math.ceil(shown.length / ROWS_PER_PAGE) - 1);
  const current = Math.min(page, last);
  const pageRows = shown.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);

  return (
    <Stack gap="sm">
      <Switch
        label={t('imports.preview.onlyErrors')}
        checked={onlyErrors}
        onChange={(event) => {
          setOnlyErrors(event.currentTarget.checked);
          setPage(0);
        }}
      />
      {pageRows.length === 0 ? (
        <Text c="dimmed">{t('imports.preview.none')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560} type="native" visibleFrom="sm">
            <Table striped verticalSpacing="xs" aria-label={t('imports.preview.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imports.preview.line')}</Table.Th>
                  <Table.Th>{t('imports.preview.action')}</Table.Th>
                  <Table.Th>{t('imports.preview.name')}</Table.Th>
                  <Table.Th>{t('imports.preview.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Th scope="row">{row.line}</Table.Th>
                    <Table.Td>
                      <ActionBadge action={row.action} />
                    </Table.Td>
                    <Table.Td>{rowName(row) || t('imports.preview.noName')}</Table.Td>
                    <Table.Td>
                      <RowProblems row={row} onCompare={() => setCompared(row)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('imports.preview.table')}>
            {pageRows.map((row) => (
              <Card component="li" key={row.line} withBorder padding="sm">
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={600}>
                    {t('imports.preview.line')} {row.line}: {rowName(row) || t('imports.preview.noName')}
                  </Text>
                  <ActionBadge action={row.action} />
                </Group>
                <RowProblems row={row} onCompare={() => setCompared(row)} />
              </Card>
            ))}
          </Stack>
        </>
      )}
      <Pager page={current} hasNext={current < last} busy={false} onChange={setPage} />
      <DuplicateDialog row={compared} onClose={() => setCompared(null)} />
    </Stack>
  );
}

function RowProblems({ row, onCompare }: { row: ImportRow; onCompare: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  if (row.errors.length === 0 && row.duplicateOf.length === 0) return null;
  return (
    <Stack gap={4}>
      {row.errors.length > 0 && (
        <List size="sm" c="red.9" spacing={2}>
          {row.errors.map((error, index) => (
            <List.Item key={index}>
              {isImportField(error.field) ? `${label(error.field)}: ` : ''}
              {rowErrorText(t, error)}
            </List.Item>
          ))}
        </List>
      )}
      {row.duplicateOf.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Badge color="orange" variant="outline">
            {t('imports.preview.duplicate')}
          </Badge>
          <Button size="compact-xs" variant="subtle" onClick={onCompare} aria-label={t('imports.preview.compareLabel', { line: row.line })}>
            {t('imports.preview.compare')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
