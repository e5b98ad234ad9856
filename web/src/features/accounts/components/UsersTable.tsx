import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@/lib/api/types';
import { formatDate } from '@/lib/dates';
import { EmailAndRoleCells } from './AccountCells';
import { languageLabel, wrapBeforeTime } from './labels';

export interface UsersTableProps {
  users: User[];
  currentUserId: string | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** On a narrow screen the table keeps its columns and scrolls sideways. */
export function UsersTable({ users, currentUserId, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('users.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.displayName')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.role')}</Table.Th>
            <Table.Th>{t('fields.language')}</Table.Th>
            <Table.Th>{t('fields.createdAt')}</Table.Th>
            <Table.Th>{t('fields.lastSignInAt')}</Table.Th>
            <Table.Th>{t('users.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap={6} wrap="wrap" miw={120}>
                  {/* A staff account has a page: his groups, caseload and follow-ups. */}
                  {user.isAdmin ? (
                    <Anchor component={Link} to={`/staff/${user.id}`} size="sm" fw={500}>
                      {user.displayName}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500}>
                      {user.displayName}
                    </Text>
                  )}
                  {user.id === currentUserId && (
                    <Text size="xs" c="dimmed">
                      ({t('users.you')})
                    </Text>
                  )}
                </Group>
                {fullName(user) && fullName(user) !== user.displayName && (
                  <Text size="xs" c="dimmed">
                    {fullName(user)}
                  </Text>
                )}
              </Table.Td>
              <EmailAndRoleCells user={user} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{languageLabel(t, user.preferredLanguage)}</Table.Td>
              <Table.Td>{wrapBeforeTime(formatDate(user.createdAt))}</Table.Td>
              <Table.Td>{user.lastSignInAt ? wrapBeforeTime(formatDate(user.lastSignInAt)) : t('common.never')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(user)}
                    aria-label={t('users.editLabel', { name: user.displayName })}
                  >
                    {t('users.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(user)}
                    aria-label={t('users.deleteLabel', { name: user.displayName })}
                  >
                    {t('users.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
