import { createStore, del, get, keys, set } from 'idb-keyval';
import type { AttendanceStatus, MarkConflict, MarkInput } from '@/lib/api/program';
import { holdReloadWhile } from './unsaved-work';

// Attendance marks the coordinator took on this device that the server does not have yet, per
// signed-in person and session, kept in IndexedDB as they are typed: a church basement without
// reception, a reload, a new build's reload or a closed tab loses none of them. Each mark
// remembers which of the father's marks it replaces (`expected`), so that sending it later
// cannot silently overwrite what someone else saved meanwhile.

/** A father's mark as the coordinator chose it on this device. */
export interface PendingMark {
  status: AttendanceStatus | null;
  /** Minutes attended as typed; empty means the whole session. */
  minutes: string;
  note: string;
  /** The `markedAt` of the father's mark this one replaces, as the device saw it; null: he had none. */
  expected: string | null;
  /** When it was last changed on this device. */
  changedAt: string;
  /** Save was pressed: it is sent as soon as the server can be reached ("waiting to sync"). */
  queued: boolean;
  /** Someone else's mark saved meanwhile: the coordinator chooses between it and this one. */
  conflict?: MarkConflict;
}

/** The server's answer for a father whose mark changed meanwhile (409 `conflicts`). */
export type { MarkConflict } from '@/lib/api/program';

/** One session's marks, by father id. */
export type PendingMarks = Record<string, PendingMark>;

/** Where the marks live: IndexedDB in a browser, a Map in tests and where IndexedDB is refused. */
export interface MarkStore {
  get(key: string): Promise<PendingMarks | undefined>;
  set(key: string, value: PendingMarks): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export function memoryMarkStore(): MarkStore {
  const map = new Map<string, PendingMarks>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}

function indexedDbMarkStore(): MarkStore | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('fm-attendance', 'pending-marks');
  return {
    get: (key) => get<PendingMarks>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: () => keys<string>(store),
  };
}

function storeKey(userId: string, sessionId: string) {
  return `${userId}:${sessionId}`;
}

// ---- What to send and what the answers do (pure, so the rules are tested on their own) ----

/** Marks ready to be sent: queued, with a status, and not waiting for the coordinator's choice. */
export function marksToSend(marks: PendingMarks): (MarkInput & { expected: string | null })[] {
  return Object.entries(marks).flatMap(([fatherId, mark]) =>
    mark.queued && mark.status && !mark.conflict
      ? [
          {
            fatherId,
            status: mark.status,
            minutes: mark.minutes.trim() === '' ? null : Number(mark.minutes),
            note: mark.note.trim(),
            expected: mark.expected,
          },
        ]
      : [],
  );
}

/**
 * After the server saved `sent`: those marks leave the device, unless the coordinator changed
 * one while the request was on its way (every change makes a new object: that one is still to
 * be saved).
 */
export function withoutSent(marks: PendingMarks, sent: PendingMarks): PendingMarks {
  return Object.fromEntries(Object.entries(marks).filter(([fatherId, mark]) => sent[fatherId] !== mark));
}

/** A 409's conflicts put beside the coordinator's marks; nothing of his is dropped. */
export function withConflicts(marks: PendingMarks, conflicts: MarkConflict[]): PendingMarks {
  const next = { ...marks };
  for (const conflict of conflicts) {
    const mark = next[conflict.fatherId];
    if (mark) next[conflict.fatherId] = { ...mark, conflict };
  }
  return next;
}

/** "Keep mine": his mark now replaces the other one, and goes out again. */
export function keepMine(marks: PendingMarks, fatherId: string): PendingMarks {
  const mark = marks[fatherId];
  if (!mark?.conflict) return marks;
  const { conflict, ...rest } = mark;
  return { ...marks, [fatherId]: { ...rest, expected: conflict.markedAt ?? null, queued: true } };
}

/** "Keep theirs": his own mark is dropped; the server's stays. */
export function keepTheirs(marks: PendingMarks, fatherId: string): PendingMarks {
  const next = { ...marks };
  delete next[fatherId];
  return next;
}

/** Save pressed: every typed mark with a status is queued to be sent. */
export function queueAll(marks: PendingMarks): PendingMarks {
  return Object.fromEntries(
    Object.entries(marks).map(([fatherId, mark]) => [fatherId, mark.status && !mark.queued ? { ...mark, queued: true } : mark]),
  );
}

// ---- The store: in memory for the screens, written through to IndexedDB ----

let store: MarkStore = indexedDbMarkStore() ?? memoryMarkStore();
const sessions = new Map<string, PendingMarks>();
const loading = new Map<string, Promise<PendingMarks>>();
const writes = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribePendingMarks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever any session's marks change (for useSyncExternalStore). */
export function pendingMarksVersion(): number {
  return version;
}

/** A session's marks if they have been read from the device, else undefined. */
export function peekPendingMarks(userId: string, sessionId: string): PendingMarks | undefined {
  return sessions.get(storeKey(userId, sessionId));
}

/** Reads a session's marks from the device once; later calls answer from memory. */
export function loadPendingMarks(userId: string, sessionId: string): Promise<PendingMarks> {
  const key = storeKey(userId, sessionId);
  const known = sessions.get(key);
  if (known) return Promise.resolve(known);
  let load = loading.get(key);
  if (!load) {
    load = store
      .get(key)
      .catch(() => undefined)
      .then((saved) => {
        loading.delete(key);
        // A change made while reading wins over what was read.
        const marks = sessions.get(key) ?? saved ?? {};
        sessions.set(key, marks);
        emit();
        return marks;
      });
    loading.set(key, load);
  }
  return load;
}

/** The ids of the sessions with marks kept on this device for this person. */
export async function loadAllPendingMarks(userId: string): Promise<string[]> {
  const prefix = `${userId}:`;
  const all = await store.keys().catch(() => [] as string[]);
  const ids = all.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  await Promise.all(ids.map((sessionId) => loadPendingMarks(userId, sessionId)));
  return ids;
}

/** Changes a session's marks in memory at once and on the device in order. */
export function updatePendingMarks(userId: string, sessionId: string, change: (marks: PendingMarks) => PendingMarks): PendingMarks {
  const key = storeKey(userId, sessionId);
  const next = change(sessions.get(key) ?? {});
  sessions.set(key, next);
  emit();
  const empty = Object.keys(next).length === 0;
  const previous = writes.get(key) ?? Promise.resolve();
  const write = previous
    .then(() => (empty ? store.del(key) : store.set(key, next)))
    .catch(() => {
      // Storage full or refused: the marks live in memory for this visit, and the tab asks
      // before it is closed (pending marks keep beforeunload armed).
    });
  writes.set(key, write);
  return next;
}

/** Resolves once every change so far is on the device. */
export async function pendingMarksWritten(): Promise<void> {
  await Promise.all(writes.values());
}

/** This person's sessions that have marks not yet on the server (typed or waiting). */
export function sessionsWithPendingMarks(userId: string): string[] {
  const prefix = `${userId}:`;
  return [...sessions.entries()]
    .filter(([key, marks]) => key.startsWith(prefix) && Object.keys(marks).length > 0)
    .map(([key]) => key.slice(prefix.length));
}

/** How many marks of anyone's on this device the server does not have yet (build reload, beforeunload). */
export function unsentMarkCount(): number {
  let count = 0;
  for (const marks of sessions.values()) count += Object.keys(marks).length;
  return count;
}
holdReloadWhile(unsentMarkCount);

/** On sign-out: this person's marks leave the device. */
export async function forgetPendingMarks(userId: string) {
  const prefix = `${userId}:`;
  for (const key of [...sessions.keys()]) if (key.startsWith(prefix)) sessions.delete(key);
  emit();
  const all = await store.keys().catch(() => [] as string[]);
  await Promise.all(all.filter((key) => key.startsWith(prefix)).map((key) => store.del(key).catch(() => undefined)));
}

/** Test helper: a fresh device (optionally with a given store). */
export function resetPendingMarksForTests(next: MarkStore = memoryMarkStore()) {
  store = next;
  sessions.clear();
  loading.clear();
  writes.clear();
  emit();
}
