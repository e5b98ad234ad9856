import { limits } from '@/lib/api/limits.gen';
import type { AttendanceStatus, RosterEntry } from '@/lib/api/program';
import type { PendingMark, PendingMarks } from '@/lib/offline/pending-marks';

/** What the taker has chosen for one father, saved or not. */
export interface DraftMark {
  status: AttendanceStatus | null;
  /** Minutes attended as typed; empty means the whole session. */
  minutes: string;
  note: string;
}

export type Draft = Record<string, DraftMark>;

function savedMark(entry: RosterEntry): DraftMark {
  return { status: entry.status ?? null, minutes: entry.minutes == null ? '' : String(entry.minutes), note: entry.note ?? '' };
}

/** What the screen shows: the saved roster, with the marks this device has not saved yet on top. */
export function draftFrom(roster: RosterEntry[], pending: PendingMarks = {}): Draft {
  return Object.fromEntries(
    roster.map((entry) => {
      const mark = pending[entry.fatherId];
      return [entry.fatherId, mark ? { status: mark.status, minutes: mark.minutes, note: mark.note } : savedMark(entry)];
    }),
  );
}

export function sameMark(a: DraftMark, b: DraftMark): boolean {
  return a.status === b.status && a.minutes.trim() === b.minutes.trim() && a.note.trim() === b.note.trim();
}

/**
 * A mark chosen on screen, kept on the device at once. It replaces the father's mark as the
 * roster showed it when first changed (`expected`), however often it is changed again; changed
 * back to what is saved, there is nothing left to send. A choice someone else's mark is
 * waiting on stays until the coordinator makes it.
 */
export function withChosenMark(pending: PendingMarks, entry: RosterEntry, mark: DraftMark, now: string): PendingMarks {
  const previous = pending[entry.fatherId];
  const next = { ...pending };
  if (sameMark(mark, savedMark(entry)) && !previous?.conflict) {
    delete next[entry.fatherId];
    return next;
  }
  const chosen: PendingMark = { ...mark, expected: previous ? previous.expected : (entry.markedAt ?? null), changedAt: now, queued: false };
  if (previous?.conflict) chosen.conflict = previous.conflict;
  next[entry.fatherId] = chosen;
  return next;
}

/** Present for every father without a status yet; a status already chosen or saved is never touched. */
export function markAllPresent(roster: RosterEntry[], pending: PendingMarks, now: string): PendingMarks {
  const draft = draftFrom(roster, pending);
  return roster.reduce(
    (marks, entry) =>
      draft[entry.fatherId].status ? marks : withChosenMark(marks, entry, { ...draft[entry.fatherId], status: 'present' }, now),
    pending,
  );
}

/** A mark's minutes (late or stayed), the document's range. */
export const MARK_MINUTES = limits.MarkInput.minutes;

export function minutesValid(minutes: string): boolean {
  return minutes.trim() === '' || (/^\d+$/.test(minutes.trim()) && Number(minutes) >= MARK_MINUTES.minimum && Number(minutes) <= MARK_MINUTES.maximum);
}

/** How the marks kept on this device stand: typed only, waiting to be sent, or waiting for a choice. */
export function pendingCounts(pending: PendingMarks) {
  const marks = Object.values(pending);
  return {
    unsaved: marks.filter((mark) => !mark.queued && !mark.conflict).length,
    waiting: marks.filter((mark) => mark.queued && !mark.conflict).length,
    conflicts: marks.filter((mark) => mark.conflict).length,
    total: marks.length,
  };
}
