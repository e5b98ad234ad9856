import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AtRiskBadge } from '@/components/program/badges';
import { AT_RISK_ROW, AT_RISK_TEXT, ATTENDANCE_COLORS, fullName, percent } from '@/components/program/labels';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type Matrix } from '@/lib/api/program';
import { formatDate, formatDay } from '@/lib/dates';

const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * One mark: a coloured letter for the eye, and for a screen reader the whole sentence (father,
 * session, mark), so a cell read on its own still says what it is.
 */
function Cell({
  mark,
  counts,
  atRisk,
  father,
  session,
}: {
  mark: AttendanceStatus | null;
  counts: boolean;
  atRisk: boolean;
  father: string;
  session: string;
}) {
  const { t } = useTranslation();
  const spoken = mark
    ? t(`program.attendance.${mark}`)
    : counts
      ? t('workshops.matrix.unmarked')
      : t('workshops.matrix.notCounted');
  return (
    <>
      <VisuallyHidden component="span">{t('workshops.matrix.cell', { father, session, mark: spoken })}</VisuallyHidden>
      {mark ? (
        <Badge color={ATTENDANCE_COLORS[mark]} variant="filled" radius="sm" w={32} px={0} aria-hidden>
          {t(`program.attendanceShort.${mark}`)}
        </Badge>
      ) : (
        // Not marked: an absence when the session counts for him, nothing when it does not.
        <Text span c={counts ? (atRisk ? AT_RISK_TEXT : 'red.8') : 'dimmed'} fw={counts ? 700 : undefined} aria-hidden>
          {counts ? '–' : '·'}
        </Text>
      )}
    </>
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
              <Table.Th scope="col" style={STICKY}>
                {t('fields.father')}
              </Table.Th>
              {sessions.map((session) => (
                <Table.Th key={session.id} scope="col" ta="center" style={{ whiteSpace: 'nowrap' }}>
                  {/* The title is in the link for screen readers and in the list under the table for the eye. */}
                  <Anchor component={Link} to={`/cycles/${session.cycleId}/sessions/${session.id}`} size="sm" fw={700}>
                    #{session.number} <VisuallyHidden component="span">{session.title}</VisuallyHidden>
                  </Anchor>
                  <Text size="xs" c={session.status === 'cancelled' ? 'dimmed' : undefined} td={session.status === 'cancelled' ? 'line-through' : undefined}>
                    {formatDay(session.startsAt)}
                    {session.status === 'cancelled' && <VisuallyHidden component="span"> ({t('program.sessionStatus.cancelled')})</VisuallyHidden>}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('workshops.matrix.rate')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('workshops.matrix.inARow')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.fatherId} className={row.atRisk ? AT_RISK_ROW : undefined} data-at-risk={row.atRisk || undefined}>
                <Table.Th scope="row" fw={500} style={{ ...STICKY, background: row.atRisk ? 'var(--fm-at-risk-background)' : STICKY.background }}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/fathers/${row.fatherId}`} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      {fullName(row)}
                    </Anchor>
                    {row.atRisk && <AtRiskBadge size="xs" />}
                  </Group>
                </Table.Th>
                {sessions.map((session, index) => (
                  <Table.Td key={session.id} ta="center">
                    <Cell
                      mark={row.marks[index] ?? null}
                      counts={row.counts[index] ?? false}
                      atRisk={row.atRisk}
                      father={fullName(row)}
                      session={`#${session.number} ${session.title}`}
                    />
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {row.countable > 0 ? percent(row.rate) : '—'}
                </Table.Td>
                <Table.Td ta="right" fw={row.consecutiveAbsences >= 2 ? 700 : undefined} c={row.consecutiveAbsences >= 2 ? AT_RISK_TEXT : undefined}>
                  {row.consecutiveAbsences}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('workshops.matrix.sessions')}>
        {sessions.map((session) => (
          <Text key={session.id} component="li" size="sm">
            <Text span fw={700}>
              #{session.number}
            </Text>{' '}
            {session.title} · {formatDate(session.startsAt)}
            {session.status === 'cancelled' && ` · ${t('program.sessionStatus.cancelled')}`}
          </Text>
        ))}
      </Stack>
      <Group gap="sm" aria-label={t('workshops.matrix.legend')} role="list">
        {ATTENDANCE_STATUSES.map((status) => (
          <Group key={status} gap={4} role="listitem">
            <Badge color={ATTENDANCE_COLORS[status]} variant="filled" radius="sm" w={28} px={0} aria-hidden>
              {t(`program.attendanceShort.${status}`)}
            </Badge>
            <Text size="xs">{t(`program.attendance.${status}`)}</Text>
          </Group>
        ))}
        <Group gap={4} role="listitem">
          <Text span c="red.8" fw={700} aria-hidden>
            –
          </Text>
          <Text size="xs">{t('workshops.matrix.unmarked')}</Text>
        </Group>
        <Group gap={4} role="listitem">
          <Text span c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="xs">{t('workshops.matrix.notCounted')}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
