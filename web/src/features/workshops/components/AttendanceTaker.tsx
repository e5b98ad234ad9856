import { Button, SimpleGrid, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { kitButton, KitButtonLabel } from '@/components/KitButton';
import { ATTENDANCE_COLORS, fullName } from '@/components/program/labels';
import { markMethodOf, rosterRsvpOf, RsvpBadgeList, rsvpBadgeWords, type RsvpBadgeWords } from '@/features/rsvp';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type RosterEntry } from '@/lib/api/program';
import { formatTimestamp } from '@/lib/dates';
import type { PendingMarks } from '@/lib/offline/pending-marks';
import { MARK_MINUTES, minutesValid, pendingCounts, type Draft, type DraftMark } from '../utils/attendance';
import classes from './attendance-taker.module.css';

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

/** BIG's style props as the inline style the kit makes of them, for a KitButton. */
const BIG_STYLE: CSSProperties = {
  paddingInline: 'calc(0.5rem * var(--mantine-scale))',
  paddingBlock: 'calc(0.375rem * var(--mantine-scale))',
  fontSize: 'var(--mantine-font-size-sm)',
  height: 'auto',
  minHeight: 'calc(3.25rem * var(--mantine-scale))',
};

export interface AttendanceTakerProps {
  roster: RosterEntry[];
  draft: Draft;
  /** The marks this device has not saved on the server yet. */
  pending: PendingMarks;
  /** The same function from one render to the next: rows that did not change are not drawn again. */
  onChange: (fatherId: string, mark: DraftMark) => void;
  onMarkAllPresent: () => void;
  onSave: () => void;
  saving: boolean;
}

/**
 * The roster as big rows, one tap per father: choose each status (or "mark all present" and
 * change the exceptions), add minutes and a note where needed, then save them all at once.
 * Without a network the saved marks wait on the device, each row saying so. The buttons stay
 * at the bottom of the screen, under the thumb. Plain elements around the kit's buttons
 * (attendance-taker.module.css), as the rows are (issue 29).
 */
export function AttendanceTaker({ roster, draft, pending, onChange, onMarkAllPresent, onSave, saving }: AttendanceTakerProps) {
  const { t } = useTranslation();
  const { unsaved, waiting, total } = pendingCounts(pending);
  const invalid = roster.some((entry) => !minutesValid(draft[entry.fatherId]?.minutes ?? ''));
  const unmarked = roster.filter((entry) => !draft[entry.fatherId]?.status).length;
  // Translated once for the whole roster, not five times in each of thirty rows; the rows take
  // the translation from here too, rather than each subscribing to the language.
  const text = useMemo<RowText>(
    () => ({
      statuses: Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, t(`program.attendance.${status}`)])) as StatusLabels,
      details: t('attendance.details'),
      badges: rsvpBadgeWords(t),
      t,
    }),
    [t],
  );

  if (roster.length === 0) {
    return <p className={classes.empty}>{t('attendance.empty')}</p>;
  }

  return (
    <div className={classes.taker}>
      <ul className={classes.roster} aria-label={t('attendance.roster')}>
        {roster.map((entry) => (
          <RosterRow
            key={entry.fatherId}
            entry={entry}
            mark={draft[entry.fatherId] ?? NO_MARK}
            waiting={pending[entry.fatherId]?.queued === true && !pending[entry.fatherId]?.conflict}
            text={text}
            onChange={onChange}
          />
        ))}
      </ul>

      <section className={classes.actions} aria-label={t('attendance.actions')}>
        <p className={classes.state} data-unsaved={total > 0 || undefined} role="status">
          {[
            unsaved > 0 && t('attendance.unsaved', { count: unsaved }),
            waiting > 0 && t('attendance.sync.waiting', { count: waiting }),
            total === 0 && t('attendance.allSaved'),
            unmarked > 0 && t('attendance.unmarked', { count: unmarked }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className={classes.actionButtons}>
          <button
            type="button"
            {...kitButton({ variant: 'light', color: 'green', size: 'md', disabled: unmarked === 0, style: BIG_STYLE })}
            disabled={unmarked === 0}
            onClick={onMarkAllPresent}
          >
            <KitButtonLabel style={BIG.styles.label}>{t('attendance.markAllPresent')}</KitButtonLabel>
          </button>
          <Button {...BIG} onClick={onSave} loading={saving} disabled={invalid || unsaved === 0}>
            {t('attendance.save')}
          </Button>
        </div>
      </section>
    </div>
  );
}

type StatusLabels = Record<AttendanceStatus, string>;
/** What the rows say, translated by the roster (its language's `t`, for what names a father). */
interface RowText {
  statuses: StatusLabels;
  details: string;
  badges: RsvpBadgeWords;
  t: TFunction;
}
const NO_MARK: DraftMark = { status: null, minutes: '', note: '' };
/** Each status's card colour, made once: not five objects in each of thirty rows. */
const STATUS_COLORS = Object.fromEntries(
  ATTENDANCE_STATUSES.map((status) => [status, { '--status-color': `var(--mantine-color-${ATTENDANCE_COLORS[status]}-filled)` } as CSSProperties]),
) as Record<AttendanceStatus, CSSProperties>;

/** One father's row; drawn again only when his mark, his saved line or the language changes. */
const RosterRow = memo(function RosterRow({
  entry,
  mark,
  waiting,
  text,
  onChange: onFatherChange,
}: {
  entry: RosterEntry;
  mark: DraftMark;
  waiting: boolean;
  text: RowText;
  onChange: (fatherId: string, mark: DraftMark) => void;
}) {
  const { t, statuses: labels } = text;
  const onChange = (next: DraftMark) => onFatherChange(entry.fatherId, next);
  const id = useId();
  const name = fullName(entry);
  const [open, setOpen] = useState(Boolean(mark.minutes || mark.note));
  const minutesError = minutesValid(mark.minutes) ? undefined : t('validation.between', { field: t('attendance.minutes'), min: MARK_MINUTES.minimum, max: MARK_MINUTES.maximum });
  const described = Boolean(entry.markedAt || waiting);
  const rsvp = rosterRsvpOf(entry);
  const method = markMethodOf(entry);
  const answered = Boolean(rsvp || method === 'check-in');
  const descriptions = [answered && `${id}-rsvp`, described && `${id}-saved`].filter(Boolean).join(' ');
  return (
    <li className={classes.row}>
      <div role="radiogroup" aria-labelledby={`${id}-name`} aria-describedby={descriptions || undefined}>
        <div id={`${id}-name`} className={classes.name}>
          {name}
        </div>
        {/* What he answered beforehand, and whether he checked in with the session's code. */}
        <RsvpBadgeList id={`${id}-rsvp`} rsvp={rsvp} method={method} t={t} words={text.badges} />
        {described && (
          <div id={`${id}-saved`} className={classes.saved}>
            {entry.markedAt &&
              t('attendance.savedAs', {
                status: entry.status ? labels[entry.status] : '',
                time: formatTimestamp(entry.markedAt),
              })}
            {entry.markedAt && waiting && ' · '}
            {waiting && <span className={classes.waiting}>{t('attendance.sync.waitingRow')}</span>}
          </div>
        )}
        <div className={classes.statuses}>
          {ATTENDANCE_STATUSES.map((status) => (
            <label key={status} className={classes.status} style={STATUS_COLORS[status]}>
              <input
                type="radio"
                name={`${id}-status`}
                value={status}
                checked={mark.status === status}
                onChange={() => onChange({ ...mark, status })}
              />
              {labels[status]}
            </label>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={classes.details}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-label={t('attendance.detailsFor', { name })}
      >
        {open ? '▾' : '▸'} {text.details}
      </button>
      {/* Mounted only when open: two inputs per father would cost every row. */}
      {open && (
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
      )}
    </li>
  );
});
