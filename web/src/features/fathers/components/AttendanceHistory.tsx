import { Anchor, Badge, Group, Popover, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ATTENDANCE_COLORS } from '@/components/program/labels';
import { formatDate } from '@/lib/dates';
import type { HistoryEntry } from '../api/get-father-cycles';

/**
 * His mark at each completed session: '#3 P', coloured. A tap, a click or Enter opens what it
 * stands for (the session, its date, the mark in words) with a link to the session: a phone has
 * no hover, so nothing is left to a tooltip. A screen reader hears the same in the badge's name.
 */
export function AttendanceHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} role="list" aria-label={t('fathers.detail.history')}>
      {history.map(({ session, mark }) => {
        const label = mark ? t(`program.attendance.${mark}`) : t('program.notMarked');
        const description = `${session.title} · ${formatDate(session.startsAt)}: ${label}`;
        return (
          <div key={session.id} role="listitem">
            {/* Kept shown when the badge scrolls away: focus is inside it until Escape. */}
            <Popover position="bottom" withArrow shadow="md" trapFocus returnFocus hideDetached={false}>
              <Popover.Target>
                {/* A thumb-sized target (44 × 44 px) around the small badge. */}
                <UnstyledButton mih={44} miw={44} display="inline-flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
                  <Badge
                    size="sm"
                    radius="sm"
                    variant={mark ? 'filled' : 'outline'}
                    color={mark ? ATTENDANCE_COLORS[mark] : 'gray'}
                    style={{ cursor: 'pointer' }}
                  >
                    {`#${session.number} ${mark ? t(`program.attendanceShort.${mark}`) : '–'}`}
                  </Badge>
                  <VisuallyHidden component="span">{` ${description}`}</VisuallyHidden>
                </UnstyledButton>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">{description}</Text>
                <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} size="sm">
                  {t('fathers.detail.openSession')}
                </Anchor>
              </Popover.Dropdown>
            </Popover>
          </div>
        );
      })}
    </Group>
  );
}
