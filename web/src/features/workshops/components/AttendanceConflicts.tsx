import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fullName } from '@/components/program/labels';
import type { RosterEntry } from '@/lib/api/program';
import { formatTimestamp } from '@/lib/dates';
import type { PendingMarks } from '@/lib/offline/pending-marks';
import type { DraftMark } from '../utils/attendance';

export type ConflictChoice = 'mine' | 'theirs';

/**
 * Fathers whose mark someone else saved while the coordinator's waited to be sent: both marks,
 * who made each and when, and a choice. Until he chooses, that father's mark is held back; the
 * rest of the roster is saved without it.
 */
export function AttendanceConflicts({
  roster,
  pending,
  onChoose,
  choosing,
}: {
  roster: RosterEntry[];
  pending: PendingMarks;
  onChoose: (fatherId: string, choice: ConflictChoice) => void;
  choosing: boolean;
}) {
  const { t } = useTranslation();
  const rows = roster.flatMap((entry) => {
    const mark = pending[entry.fatherId];
    return mark?.conflict ? [{ entry, mark, conflict: mark.conflict }] : [];
  });
  if (rows.length === 0) return null;

  return (
    <Paper withBorder p="sm" bg="orange.0" component="section" aria-labelledby="attendance-conflicts">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="attendance-conflicts">
            {t('attendance.conflicts.title')}
          </Title>
          <Text size="sm">{t('attendance.conflicts.description')}</Text>
        </div>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(({ entry, mark, conflict }) => {
            const name = fullName(entry);
            const theirs = conflict.markedByName ?? t('attendance.conflicts.someoneElse');
            return (
              <Paper key={entry.fatherId} withBorder p="sm" component="li" aria-label={name}>
                <Text fw={600}>{name}</Text>
                <Text size="sm">
                  {t('attendance.conflicts.yours', { mark: markText(t, mark), time: formatTimestamp(mark.changedAt) })}
                </Text>
                <Text size="sm">
                  {t('attendance.conflicts.theirs', {
                    name: theirs,
                    mark: markText(t, {
                      status: conflict.status ?? null,
                      minutes: conflict.minutes == null ? '' : String(conflict.minutes),
                      note: conflict.note ?? '',
                    }),
                    time: conflict.markedAt ? formatTimestamp(conflict.markedAt) : '',
                  })}
                </Text>
                <Group gap="xs" mt={6} grow>
                  <Button
                    size="md"
                    disabled={choosing}
                    onClick={() => onChoose(entry.fatherId, 'mine')}
                    aria-label={t('attendance.conflicts.keepMineFor', { name })}
                  >
                    {t('attendance.conflicts.keepMine')}
                  </Button>
                  <Button
                    size="md"
                    variant="default"
                    disabled={choosing}
                    onClick={() => onChoose(entry.fatherId, 'theirs')}
                    aria-label={t('attendance.conflicts.keepTheirsFor', { name })}
                  >
                    {t('attendance.conflicts.keepTheirs')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** "Present, 45 minutes, “Left early”": the status with whatever was added to it. */
function markText(t: TFunction, mark: DraftMark): string {
  return [
    mark.status ? t(`program.attendance.${mark.status}`) : t('program.notMarked'),
    mark.minutes.trim() && t('attendance.minutesValue', { count: Number(mark.minutes) }),
    mark.note.trim() && `“${mark.note.trim()}”`,
  ]
    .filter(Boolean)
    .join(', ');
}
