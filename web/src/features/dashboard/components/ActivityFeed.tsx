import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionColor, actionLabel, activityText } from '@/components/activity';
import { formatTimestamp } from '@/lib/dates';
import { useSession } from '@/features/workshops';
import type { Activity } from '../api/types';
import { subjectPath } from '../utils/subjects';

/** The latest activity, newest first, each entry a link to what it is about. */
export function ActivityFeed({ entries }: { entries: Activity[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.activity.none')}
      </Text>
    );
  }
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.activity.title')}>
      {entries.map((entry, index) => (
        <Box
          key={entry.id}
          component="li"
          py="xs"
          style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
            <Stack gap={2} miw={0}>
              <EntryText entry={entry} />
              <Text size="xs" c="dimmed">
                <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
                {entry.fromUserName && ` · ${t('dashboard.activity.by', { name: entry.fromUserName })}`}
              </Text>
            </Stack>
            <Badge variant="light" color={actionColor(entry.action)} miw="max-content" style={{ flexShrink: 0 }}>
              {actionLabel(t, entry.action)}
            </Badge>
          </Group>
        </Box>
      ))}
    </Box>
  );
}

/** The description, as a link to its subject; a session's cycle is looked up to reach its page. */
function EntryText({ entry }: { entry: Activity }) {
  const { t } = useTranslation();
  const isSession = entry.subject?.kind === 'session';
  // A session never moves to another cycle: once read, it is not asked for again.
  const session = useSession(entry.subject?.id ?? '', { enabled: isSession, staleTime: Infinity });
  const path = subjectPath(entry.subject, session.data?.cycleId);
  if (!path) {
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {activityText(t, entry)}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={path} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {activityText(t, entry)}
    </Anchor>
  );
}
