import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api/types';
import { Email } from './Email';
import { accountRole, roleLabel } from './labels';

const ROLE_COLOURS = { director: 'violet', staff: 'blue', father: 'gray' } as const;

/** The e-mail and role cells every account table shows. */
export function EmailAndRoleCells({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>
        <Text size="sm">
          <Email address={user.email} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={ROLE_COLOURS[accountRole(user)]} miw="max-content">
          {roleLabel(t, user)}
        </Badge>
      </Table.Td>
    </>
  );
}
