import { Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ATTENDANCE_COLORS } from '@/components/program/labels';
import { formatDate } from '@/lib/dates';
import type { HistoryEntry } from '../api/get-father-cycles';

/** His mark at each completed session: '#3 P', coloured, each a link to the session. */
export function AttendanceHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} role="list" aria-label={t('fathers.detail.history')}>
      {history.map(({ session, mark }) => {
        const label = mark ? t(`program.attendance.${mark}`) : t('program.notMarked');
        const description = `${session.title} · ${formatDate(session.startsAt)}: ${label}`;
        return (
          <Tooltip key={session.id} label={description}>
            <Anchor
              component={Link}
              to={`/cycles/${session.cycleId}/sessions/${session.id}`}
              role="listitem"
              aria-label={description}
              underline="never"
            >
              <Badge
                size="sm"
                radius="sm"
                variant={mark ? 'filled' : 'outline'}
                color={mark ? ATTENDANCE_COLORS[mark] : 'gray'}
              >
                {`#${session.number} ${mark ? t(`program.attendanceShort.${mark}`) : '–'}`}
              </Badge>
            </Anchor>
          </Tooltip>
        );
      })}
    </Group>
  );
}
