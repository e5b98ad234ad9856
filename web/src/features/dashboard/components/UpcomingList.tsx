import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhen, itemPath, type CalendarItem } from '@/features/calendar';

/** The next sessions and events, each a link to its page. */
export function UpcomingList({ items, label }: { items: CalendarItem[]; label: string }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.upcoming.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Paper key={`${item.kind}-${item.id}`} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={itemPath(item)}
                fw={600}
                td={item.status === 'cancelled' ? 'line-through' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Anchor>
              <Text size="sm">{formatWhen(item)}</Text>
              <Text size="xs" c="dimmed">
                {[item.groupName ?? t('common.everyone'), item.location].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Badge
              variant="light"
              color={item.status === 'cancelled' ? 'gray' : item.kind === 'session' ? 'blue' : 'teal'}
              miw="max-content"
              style={{ flexShrink: 0 }}
            >
              {item.status === 'cancelled' ? t('dashboard.upcoming.cancelled') : t(`dashboard.upcoming.kind.${item.kind}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
