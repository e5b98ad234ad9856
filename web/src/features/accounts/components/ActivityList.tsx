import { Badge, Box, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionColor, actionLabel, activityText } from '@/components/activity';
import { PageLoader } from '@/components/PageLoader';
import { formatTimestamp } from '@/lib/dates';
import { useActivities } from '../api/get-activities';
import type { Activity } from '../api/types';
import { LoadError } from '@/components/LoadError';

export function ActivityList() {
  const { t } = useTranslation();
  const activities = useActivities();

  if (activities.isPending) return <PageLoader />;
  if (activities.isError) {
    return (
      <LoadError title={t('users.activity.loadFailed')} error={activities.error} onRetry={() => void activities.refetch()} />
    );
  }
  const items = activities.data.pages.flat();
  if (items.length === 0) return <Text c="dimmed">{t('users.activity.empty')}</Text>;

  return (
    <Stack gap="sm">
      <Paper withBorder>
        <Box component="ul" p={0} m={0} aria-label={t('users.tabs.activity')} style={{ listStyle: 'none' }}>
          {items.map((activity, index) => (
            <ActivityRow key={activity.id} activity={activity} first={index === 0} />
          ))}
        </Box>
      </Paper>
      {activities.hasNextPage && (
        <Center>
          <Button
            variant="light"
            loading={activities.isFetchingNextPage}
            onClick={() => void activities.fetchNextPage()}
          >
            {t('users.activity.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function ActivityRow({ activity, first }: { activity: Activity; first: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      px="sm"
      py="xs"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {activityText(t, activity)}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={activity.createdAt}>{formatTimestamp(activity.createdAt)}</time>
            {activity.fromUserName && ` · ${t('users.activity.by', { name: activity.fromUserName })}`}
          </Text>
        </Stack>
        <Badge variant="light" color={actionColor(activity.action)} miw="max-content" style={{ flexShrink: 0 }}>
          {actionLabel(t, activity.action)}
        </Badge>
      </Group>
    </Box>
  );
}
