// RSVP: a father's answer to a session or an event ("I'll be there / can't make it / running
// late"), what staff see of the answers, and how a mark was made (staff or the father's check-in).
// The shapes are the server's (schema.gen.ts, from /api/openapi.json).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { GET, PUT } from '@/lib/api/client';
import { attendanceKey, PROGRAM_KEY, type RosterEntry } from '@/lib/api/program';
import type { components } from '@/lib/api/schema.gen';
import type { CalendarItem } from '@/lib/api/types';

type Schemas = components['schemas'];

export const RSVP_ANSWERS = ['yes', 'no', 'late'] as const satisfies readonly Schemas['RsvpAnswer'][];
/** "I'll be there", "Can't make it", "Running late". */
export type RsvpAnswer = Schemas['RsvpAnswer'];

/** `PUT /api/sessions/{id}/rsvp` and `PUT /api/events/{id}/rsvp`'s body. */
export interface RsvpInput {
  answer: RsvpAnswer;
  note?: string;
}

/** A father's answer as the server keeps it (the PUT's 200, calendar's and home's `myRsvp`, a roster row's `rsvp`). */
export type Rsvp = Schemas['Rsvp'];
/** A staff calendar item's `rsvps`: how many answered what. */
export type RsvpCounts = Schemas['RsvpCounts'];
/** One answer of `GET /api/sessions/{id}/rsvps`. */
export type RsvpAnswerRow = Schemas['MemberRsvp'];
/** A father who answered, and was not there (said yes or late, marked absent). */
export type RsvpNoShow = Schemas['NoShow'];
/** `GET /api/sessions/{id}/rsvps` (staff). `none`: members who did not answer. */
export type SessionRsvps = Schemas['SessionRsvps'];
/** How an attendance mark was made: by staff on the roster, or by the father scanning the check-in code. */
export type MarkMethod = Schemas['AttendanceMethod'];

/** What can be answered: a session or an event. */
export type RsvpKind = CalendarItem['kind'];

/** A calendar item (calendar, home's `next`, the dashboard): its `myRsvp` and `rsvps` are the server's. */
export type CalendarItemWithRsvp = CalendarItem;

/** A roster row: its `rsvp` and `method` are the server's. */
export type RosterEntryWithRsvp = RosterEntry;

// ---- Readers: one place that knows where the fields are (plain reads once generated) ----

/** A father's own answer to a calendar item; null when he has not answered (or is staff). */
export function myRsvpOf(item: CalendarItem): Rsvp | null {
  return (item as CalendarItemWithRsvp).myRsvp ?? null;
}

/** Staff's counts of a calendar item; null when the server sends none. */
export function rsvpCountsOf(item: CalendarItem): RsvpCounts | null {
  return (item as CalendarItemWithRsvp).rsvps ?? null;
}

/** A roster row's answer. */
export function rosterRsvpOf(entry: RosterEntry): Rsvp | null {
  return (entry as RosterEntryWithRsvp).rsvp ?? null;
}

/** How a roster row's mark was made; null when there is no mark (or the server does not say). */
export function markMethodOf(entry: RosterEntry): MarkMethod | null {
  return (entry as RosterEntryWithRsvp).method ?? null;
}

// ---- The calls ----

/** 200 the answer as saved; 404 outside the audience; 409 once the item started. */
export function putRsvp(kind: RsvpKind, id: string, input: RsvpInput) {
  const init = { params: { path: { id } }, body: input };
  return kind === 'session' ? PUT('/api/sessions/{id}/rsvp', init) : PUT('/api/events/{id}/rsvp', init);
}

/** Under the program's key: attendance (no-shows) and session changes move it. */
export function sessionRsvpsKey(sessionId: string) {
  return [...PROGRAM_KEY, 'rsvps', sessionId] as const;
}

export function getSessionRsvps(sessionId: string) {
  return GET('/api/sessions/{id}/rsvps', { params: { path: { id: sessionId } } });
}

export function sessionRsvpsQuery(sessionId: string) {
  return queryOptions({ queryKey: sessionRsvpsKey(sessionId), queryFn: () => getSessionRsvps(sessionId) });
}

export function useSessionRsvps(sessionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionRsvpsQuery(sessionId), enabled });
}

// ---- A father's answer in what the pages show (optimistic, then the server's) ----

function sameItem(value: unknown, kind: RsvpKind, id: string): value is CalendarItemWithRsvp {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CalendarItem).kind === kind &&
    (value as CalendarItem).id === id &&
    typeof (value as CalendarItem).startsAt === 'string'
  );
}

/**
 * Puts `rsvp` into every cached read that shows this item to its father: calendar ranges (lists
 * of items), home's `next` and the dashboard's `upcoming`, and, for a session, his roster line.
 * The reads are found by shape under PROGRAM_KEY, where all of them live, so that no feature's
 * keys are needed here.
 */
export function applyRsvpToCaches(queryClient: QueryClient, kind: RsvpKind, id: string, rsvp: Rsvp | null) {
  const patchItem = (item: unknown) => (sameItem(item, kind, id) ? { ...item, myRsvp: rsvp } : item);
  const patchList = (list: unknown[]) => {
    const next = list.map(patchItem);
    return next.some((item, index) => item !== list[index]) ? next : list;
  };
  const patch = (data: unknown): unknown => {
    if (Array.isArray(data)) return patchList(data);
    if (typeof data !== 'object' || data === null) return data;
    const record = data as { next?: unknown; upcoming?: unknown };
    let changed = false;
    const patched: Record<string, unknown> = { ...record };
    if ('next' in record && sameItem(record.next, kind, id)) {
      patched.next = patchItem(record.next);
      changed = true;
    }
    if (Array.isArray(record.upcoming)) {
      const upcoming = patchList(record.upcoming);
      if (upcoming !== record.upcoming) {
        patched.upcoming = upcoming;
        changed = true;
      }
    }
    return changed ? patched : data;
  };
  // Only the reads that show the item are written: writing the others would make them look fresh.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: PROGRAM_KEY })) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const next = patch(data);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
  if (kind === 'session') {
    // A father reads only his own line of the roster.
    queryClient.setQueryData<RosterEntry[]>(attendanceKey(id), (roster) =>
      roster?.map((entry) => ({ ...entry, rsvp }) as RosterEntryWithRsvp),
    );
  }
}
