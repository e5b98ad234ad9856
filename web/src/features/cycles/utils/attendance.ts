import type { AttendanceStatus, MarkInput, RosterEntry } from '@/lib/api/program';

/** What the taker has chosen for one father, saved or not. */
export interface DraftMark {
  status: AttendanceStatus | null;
  /** Minutes attended as typed; empty means the whole session. */
  minutes: string;
  note: string;
}

export type Draft = Record<string, DraftMark>;

export function draftFrom(roster: RosterEntry[]): Draft {
  return Object.fromEntries(
    roster.map((entry) => [
      entry.fatherId,
      { status: entry.status, minutes: entry.minutes === null ? '' : String(entry.minutes), note: entry.note ?? '' },
    ]),
  );
}

/** Present for every father without a status yet; a status already chosen or saved is never touched. */
export function markAllPresent(draft: Draft): Draft {
  return Object.fromEntries(
    Object.entries(draft).map(([fatherId, mark]) => [fatherId, mark.status ? mark : { ...mark, status: 'present' }]),
  );
}

export function minutesValid(minutes: string): boolean {
  return minutes.trim() === '' || (/^\d+$/.test(minutes.trim()) && Number(minutes) <= 24 * 60);
}

/** The whole roster as one PUT: every father with a status (the server requires one). */
export function toMarks(roster: RosterEntry[], draft: Draft): MarkInput[] {
  return roster.flatMap((entry) => {
    const mark = draft[entry.fatherId];
    if (!mark?.status) return [];
    return [
      {
        fatherId: entry.fatherId,
        status: mark.status,
        minutes: mark.minutes.trim() === '' ? null : Number(mark.minutes),
        note: mark.note.trim(),
      },
    ];
  });
}

/** How many fathers' lines differ from what is saved. */
export function unsavedCount(roster: RosterEntry[], draft: Draft): number {
  const saved = draftFrom(roster);
  return roster.filter((entry) => {
    const [before, after] = [saved[entry.fatherId], draft[entry.fatherId]];
    return (
      after !== undefined &&
      (before.status !== after.status || before.minutes.trim() !== after.minutes.trim() || before.note.trim() !== after.note.trim())
    );
  }).length;
}
