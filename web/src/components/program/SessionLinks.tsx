import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '@/lib/api/program';
import { formatRange } from '@/lib/dates';
import { SessionStatusBadge } from './badges';

export interface SessionLinksProps {
  sessions: Session[];
  label: string;
  /** One cycle's sessions (numbered, in order); otherwise sessions of any cycles, each naming its cycle. */
  oneCycle?: boolean;
}

/** Sessions as a list, each a link to its page (details and attendance) with its status. */
export function SessionLinks({ sessions, label, oneCycle = false }: SessionLinksProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component={oneCycle ? 'ol' : 'ul'} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {sessions.map((session) => (
        <Paper key={session.id} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2}>
              <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} fw={600}>
                {t('workshops.sessionTitle', { number: session.number, title: session.title })}
              </Anchor>
              <Text size="sm" c={oneCycle ? 'dimmed' : undefined}>
                {formatRange(session.startsAt, session.endsAt)}
              </Text>
              {!oneCycle && (
                <Text size="xs" c="dimmed">
                  {[session.cycleTitle, session.location].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
            <SessionStatusBadge status={session.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
