import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionStatusBadge } from '@/components/program/badges';
import type { Session } from '@/lib/api/program';
import { formatRange } from '@/lib/dates';

/** A cycle's sessions in order, each a link to its page (details and attendance). */
export function SessionList({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cycles.detail.sessions')}>
      {sessions.map((session) => (
        <Paper key={session.id} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2}>
              <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} fw={600}>
                {t('cycles.detail.sessionTitle', { number: session.number, title: session.title })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatRange(session.startsAt, session.endsAt)}
              </Text>
            </Stack>
            <SessionStatusBadge status={session.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
