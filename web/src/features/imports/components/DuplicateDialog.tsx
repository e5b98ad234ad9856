import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { useFather } from '@/features/fathers';
import { usePhone } from '@/lib/media';
import { IMPORT_FIELDS, type ImportRow } from '../api/types';
import { useFieldLabel } from './useFieldLabel';

/** A value of the record as the file would write it: dates as days, nothing as empty. */
function shown(value: unknown): string {
  if (value == null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A row that looks like a father already recorded, beside that record: each field the file fills, the row's value and the record's. */
export function DuplicateDialog({ row, onClose }: { row: ImportRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog opened={row !== null} onClose={onClose} title={row ? t('imports.duplicate.title', { line: row.line }) : ''} size="lg" fullScreen={phone}>
      {row && <Comparison row={row} />}
    </Dialog>
  );
}

function Comparison({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const existingId = row.duplicateOf[0];
  const father = useFather(existingId);
  const fields = IMPORT_FIELDS.filter((field) => field !== 'id' && (field in row.values || field === 'firstName' || field === 'lastName'));

  return (
    <Stack gap="sm">
      <Text size="sm">{t('imports.duplicate.description')}</Text>
      {father.isPending ? (
        <PageLoader />
      ) : father.isError ? (
        <LoadError title={t('imports.duplicate.loadFailed')} error={father.error} onRetry={() => void father.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={320} type="native">
            <Table verticalSpacing="xs" aria-label={t('imports.duplicate.title', { line: row.line })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imports.duplicate.field')}</Table.Th>
                  <Table.Th>{t('imports.duplicate.row')}</Table.Th>
                  <Table.Th>{t('imports.duplicate.existing')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row">{label(field)}</Table.Th>
                    <Table.Td>{row.values[field] ?? ''}</Table.Td>
                    <Table.Td>{shown((father.data as unknown as Record<string, unknown>)[field])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Anchor component={Link} to={`/fathers/${father.data.id}`}>
            {t('imports.duplicate.open', { name: `${father.data.firstName} ${father.data.lastName}`.trim() })}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
