import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Unread } from '@/lib/api/unread';

/** How many messages and announcements are waiting, each a link to where they are read. */
export function UnreadLinks({ unread }: { unread: Unread }) {
  const { t } = useTranslation();
  const rows = [
    { to: '/messages', count: unread.messages, label: t('home.unread.messages', { count: unread.messages }) },
    {
      to: '/announcement',
      count: unread.announcements,
      label: t('home.unread.announcements', { count: unread.announcements }),
    },
  ];
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('home.unread.title')}>
      {rows.map((row) => (
        <Group key={row.to} component="li" gap="xs" wrap="nowrap">
          <Badge color={row.count > 0 ? 'red' : 'gray'} variant={row.count > 0 ? 'filled' : 'light'} aria-hidden miw={32}>
            {row.count > 99 ? '99+' : row.count}
          </Badge>
          <Anchor component={Link} to={row.to} fw={row.count > 0 ? 600 : undefined}>
            {row.label}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
