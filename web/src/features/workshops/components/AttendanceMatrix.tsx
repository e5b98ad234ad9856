import { Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AtRiskBadge } from '@/components/program/badges';
import { ATTENDANCE_COLORS, fullName, percent } from '@/components/program/labels';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type Matrix } from '@/lib/api/program';
import { formatDate, formatDay } from '@/lib/dates';

const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

function Cell({ mark, counts }: { mark: AttendanceStatus | null; counts: boolean }) {
  const { t } = useTranslation();
  if (mark) {
    return (
      <Badge
        color={ATTENDANCE_COLORS[mark]}
        variant="filled"
        radius="sm"
        w={32}
        px={0}
        aria-label={t(`program.attendance.${mark}`)}
        title={t(`program.attendance.${mark}`)}
      >
        {t(`program.attendanceShort.${mark}`)}
      </Badge>
    );
  }
  // Not marked: an absence when the session counts for him, nothing when it does not.
  return counts ? (
    <Text span c="red.7" fw={700} aria-label={t('workshops.matrix.unmarked')} title={t('workshops.matrix.unmarked')}>
      –
    </Text>
  ) : (
    <Text span c="dimmed" aria-label={t('workshops.matrix.notCounted')} title={t('workshops.matrix.notCounted')}>
      ·
    </Text>
  );
}

/** Fathers × sessions: a coloured letter per mark, then rate and absences in a row. */
export function AttendanceMatrix({ matrix }: { matrix: Matrix }) {
  const { t } = useTranslation();
  const { sessions, rows } = matrix;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={260 + sessions.length * 56} type="native">
        <Table withColumnBorders verticalSpacing={6} aria-label={t('workshops.matrix.tableLabel', { title: matrix.cycle.title })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={STICKY}>{t('fields.father')}</Table.Th>
              {sessions.map((session) => (
                <Table.Th key={session.id} ta="center" style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={`${session.title} · ${formatDate(session.startsAt)}`}>
                    <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} size="sm" fw={700}>
                      #{session.number}
                    </Anchor>
                  </Tooltip>
                  <Text size="xs" c={session.status === 'cancelled' ? 'dimmed' : undefined} td={session.status === 'cancelled' ? 'line-through' : undefined}>
                    {formatDay(session.startsAt)}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('workshops.matrix.rate')}</Table.Th>
              <Table.Th ta="right">{t('workshops.matrix.inARow')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.fatherId} bg={row.atRisk ? 'var(--mantine-color-red-light)' : undefined} data-at-risk={row.atRisk || undefined}>
                <Table.Td style={{ ...STICKY, background: row.atRisk ? 'var(--mantine-color-red-1)' : STICKY.background }}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/fathers/${row.fatherId}`} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      {fullName(row)}
                    </Anchor>
                    {row.atRisk && <AtRiskBadge size="xs" />}
                  </Group>
                </Table.Td>
                {sessions.map((session, index) => (
                  <Table.Td key={session.id} ta="center">
                    <Cell mark={row.marks[index] ?? null} counts={row.counts[index] ?? false} />
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {row.countable > 0 ? percent(row.rate) : '—'}
                </Table.Td>
                <Table.Td ta="right" fw={row.consecutiveAbsences >= 2 ? 700 : undefined} c={row.consecutiveAbsences >= 2 ? 'red.8' : undefined}>
                  {row.consecutiveAbsences}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" aria-label={t('workshops.matrix.legend')} role="list">
        {ATTENDANCE_STATUSES.map((status) => (
          <Group key={status} gap={4} role="listitem">
            <Badge color={ATTENDANCE_COLORS[status]} variant="filled" radius="sm" w={28} px={0}>
              {t(`program.attendanceShort.${status}`)}
            </Badge>
            <Text size="xs">{t(`program.attendance.${status}`)}</Text>
          </Group>
        ))}
        <Group gap={4} role="listitem">
          <Text span c="red.7" fw={700}>
            –
          </Text>
          <Text size="xs">{t('workshops.matrix.unmarked')}</Text>
        </Group>
        <Group gap={4} role="listitem">
          <Text span c="dimmed">
            ·
          </Text>
          <Text size="xs">{t('workshops.matrix.notCounted')}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
