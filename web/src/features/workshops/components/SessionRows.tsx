import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionStatusBadge } from '@/components/program/badges';
import type { Session } from '@/lib/api/program';
import { formatRange } from '@/lib/dates';

/** Sessions of any cycles, in time order, each a link to its page. */
export function SessionRows({ sessions, label }: { sessions: Session[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {sessions.map((session) => (
        <Paper key={session.id} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2}>
              <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} fw={600}>
                {t('workshops.sessionTitle', { number: session.number, title: session.title })}
              </Anchor>
              <Text size="sm">{formatRange(session.startsAt, session.endsAt)}</Text>
              <Text size="xs" c="dimmed">
                {[session.cycleTitle, session.location].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <SessionStatusBadge status={session.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
