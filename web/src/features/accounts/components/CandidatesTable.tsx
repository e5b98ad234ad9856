import { Box, Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api/types';
import { formatDate } from '@/lib/dates';
import { selectionState, type Selection } from '../utils/selection';
import { EmailAndRoleCells } from './AccountCells';
import { wrapBeforeTime } from './labels';

export interface CandidatesTableProps {
  users: User[];
  selected: Selection;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

export function CandidatesTable({ users, selected, onToggle, onToggleAll }: CandidatesTableProps) {
  const { t } = useTranslation();
  const state = selectionState(
    selected,
    users.map((user) => user.id),
  );
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('cleanup.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <TouchTarget>
                <Checkbox
                  aria-label={t('cleanup.selectAll')}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={onToggleAll}
                />
              </TouchTarget>
            </Table.Th>
            <Table.Th>{t('fields.displayName')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.role')}</Table.Th>
            <Table.Th>{t('fields.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} bg={selected.has(user.id) ? 'var(--mantine-color-red-light)' : undefined}>
              <Table.Td>
                <TouchTarget>
                  <Checkbox
                    aria-label={t('cleanup.select', { name: user.displayName })}
                    checked={selected.has(user.id)}
                    onChange={() => onToggle(user.id)}
                  />
                </TouchTarget>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {user.displayName}
                </Text>
              </Table.Td>
              <EmailAndRoleCells user={user} />
              <Table.Td>{wrapBeforeTime(formatDate(user.createdAt))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A 44 × 44 px label around a checkbox without visible text: a thumb needs more than its 20 px box. */
function TouchTarget({ children }: { children: ReactNode }) {
  return (
    <Box component="label" w={44} h={44} display="flex" style={{ alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }}>
      {children}
    </Box>
  );
}
