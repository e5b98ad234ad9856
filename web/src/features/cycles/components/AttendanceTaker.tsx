import { Button, Collapse, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_COLORS, fullName } from '@/components/program/labels';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type RosterEntry } from '@/lib/api/program';
import { formatTimestamp } from '@/lib/dates';
import { minutesValid, type Draft, type DraftMark } from '../utils/attendance';

/** Thumb-sized buttons whose labels wrap on a narrow phone instead of being cut. */
const BIG = {
  size: 'md',
  fz: 'sm',
  h: 'auto',
  mih: 52,
  py: 6,
  px: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } },
} as const;

export interface AttendanceTakerProps {
  roster: RosterEntry[];
  draft: Draft;
  onChange: (fatherId: string, mark: DraftMark) => void;
  onMarkAllPresent: () => void;
  onSave: () => void;
  saving: boolean;
  unsaved: number;
}

/**
 * The roster as big rows, one tap per father: choose each status (or "mark all present" and
 * change the exceptions), add minutes and a note where needed, then save the whole roster at
 * once. The buttons stay at the bottom of the screen, under the thumb.
 */
export function AttendanceTaker({ roster, draft, onChange, onMarkAllPresent, onSave, saving, unsaved }: AttendanceTakerProps) {
  const { t } = useTranslation();
  const invalid = roster.some((entry) => !minutesValid(draft[entry.fatherId]?.minutes ?? ''));
  const unmarked = roster.filter((entry) => !draft[entry.fatherId]?.status).length;

  if (roster.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('attendance.empty')}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('attendance.roster')}>
        {roster.map((entry) => (
          <RosterRow
            key={entry.fatherId}
            entry={entry}
            mark={draft[entry.fatherId] ?? { status: null, minutes: '', note: '' }}
            onChange={(mark) => onChange(entry.fatherId, mark)}
          />
        ))}
      </Stack>

      <Paper
        withBorder
        shadow="md"
        p="sm"
        pos="sticky"
        bottom={8}
        style={{ zIndex: 2 }}
        aria-label={t('attendance.actions')}
        component="section"
      >
        <Stack gap={6}>
          <Text size="xs" c={unsaved > 0 ? 'orange.8' : 'dimmed'} role="status">
            {unsaved > 0 ? t('attendance.unsaved', { count: unsaved }) : t('attendance.allSaved')}
            {unmarked > 0 && ` · ${t('attendance.unmarked', { count: unmarked })}`}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            <Button {...BIG} variant="light" color="green" onClick={onMarkAllPresent} disabled={unmarked === 0}>
              {t('attendance.markAllPresent')}
            </Button>
            <Button {...BIG} onClick={onSave} loading={saving} disabled={invalid || unsaved === 0}>
              {t('attendance.save')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}

function RosterRow({ entry, mark, onChange }: { entry: RosterEntry; mark: DraftMark; onChange: (mark: DraftMark) => void }) {
  const { t } = useTranslation();
  const name = fullName(entry);
  const [open, setOpen] = useState(Boolean(mark.minutes || mark.note));
  const minutesError = minutesValid(mark.minutes) ? undefined : t('validation.between', { field: t('attendance.minutes'), min: 0, max: 1440 });
  return (
    <Paper withBorder p="sm" component="li">
      <Radio.Group
        label={name}
        labelProps={{ fz: 'md', fw: 600, mb: 6 }}
        description={
          entry.markedAt
            ? t('attendance.savedAs', {
                status: entry.status ? t(`program.attendance.${entry.status}`) : '',
                time: formatTimestamp(entry.markedAt),
              })
            : undefined
        }
        value={mark.status ?? ''}
        onChange={(value) => onChange({ ...mark, status: value as AttendanceStatus })}
      >
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing={6} mt={4}>
          {ATTENDANCE_STATUSES.map((status) => (
            <StatusButton key={status} status={status} checked={mark.status === status} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={6}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-label={t('attendance.detailsFor', { name })}
      >
        {open ? '▾' : '▸'} {t('attendance.details')}
      </Button>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          <TextInput
            label={t('attendance.minutes')}
            description={t('attendance.minutesHint')}
            type="number"
            inputMode="numeric"
            min={0}
            value={mark.minutes}
            error={minutesError}
            onChange={(event) => onChange({ ...mark, minutes: event.currentTarget.value })}
            aria-label={t('attendance.minutesFor', { name })}
          />
          <TextInput
            label={t('attendance.note')}
            value={mark.note}
            onChange={(event) => onChange({ ...mark, note: event.currentTarget.value })}
            aria-label={t('attendance.noteFor', { name })}
          />
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}

function StatusButton({ status, checked }: { status: AttendanceStatus; checked: boolean }) {
  const { t } = useTranslation();
  const color = ATTENDANCE_COLORS[status];
  return (
    <Radio.Card
      value={status}
      radius="md"
      withBorder
      mih={48}
      px={4}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        fontWeight: 600,
        fontSize: 'var(--mantine-font-size-sm)',
        background: checked ? `var(--mantine-color-${color}-filled)` : undefined,
        // Yellow is too light for white text.
        color: checked ? (status === 'late' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)') : undefined,
        borderColor: checked ? `var(--mantine-color-${color}-filled)` : undefined,
      }}
    >
      {t(`program.attendance.${status}`)}
    </Radio.Card>
  );
}
