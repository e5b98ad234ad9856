import type { QueryClient } from '@tanstack/react-query';
import { PUT } from '@/lib/api/client';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { isTemporaryFailure } from '@/lib/api/temporary-failure';
import { attendanceKey, PROGRAM_KEY } from '@/lib/api/program';
import {
  keepMine,
  keepTheirs,
  loadPendingMarks,
  marksToSend,
  updatePendingMarks,
  withConflicts,
  withoutSent,
  type MarkConflict,
  type PendingMarks,
} from './pending-marks';

/** What sending a session's waiting marks came to. */
export type SyncResult =
  | { outcome: 'saved' }
  /** Nothing was waiting (conflicts aside). */
  | { outcome: 'nothing' }
  /** No answer, or a passing refusal: the marks wait on the device for the next try. */
  | { outcome: 'waiting'; error: ApiError }
  /** Someone else changed some fathers' marks meanwhile: the coordinator chooses. */
  | { outcome: 'conflict'; count: number }
  /** Refused for good (the session is gone, no permission): the marks are typed again, not queued. */
  | { outcome: 'failed'; error: ApiError };


const inFlight = new Map<string, Promise<SyncResult>>();

/**
 * Sends a session's waiting marks in one PUT, each with the mark it replaces as a precondition:
 * the server saves them all or, when any father's mark changed meanwhile, none (409 with the
 * marks as they are now); the others then go out again without those fathers. A send whose
 * answer was lost is harmless to repeat: the server leaves a mark it already has as it is.
 * One send per session at a time, whoever asks (the page's Save, the network coming back).
 */
export function syncSession(queryClient: QueryClient, userId: string, sessionId: string): Promise<SyncResult> {
  const key = `${userId}:${sessionId}`;
  let running = inFlight.get(key);
  if (!running) {
    running = send(queryClient, userId, sessionId).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

async function send(queryClient: QueryClient, userId: string, sessionId: string): Promise<SyncResult> {
  let conflicts = 0;
  let saved = false;
  // Each 409 takes at least one father out of the next try, so this ends.
  for (;;) {
    const marks = await loadPendingMarks(userId, sessionId);
    const body = marksToSend(marks);
    if (body.length === 0) break;
    const sent: PendingMarks = Object.fromEntries(body.map((mark) => [mark.fatherId, marks[mark.fatherId]]));
    try {
      const roster = await PUT('/api/sessions/{id}/attendance', { params: { path: { id: sessionId } }, body });
      updatePendingMarks(userId, sessionId, (current) => withoutSent(current, sent));
      queryClient.setQueryData(attendanceKey(sessionId), roster);
      saved = true;
    } catch (error) {
      const failure = toApiError(error);
      const changed = failure.status === 409 ? (failure.conflicts as MarkConflict[]) : [];
      if (changed.some((conflict) => sent[conflict.fatherId])) {
        conflicts += changed.length;
        updatePendingMarks(userId, sessionId, (current) => withConflicts(current, changed));
        continue;
      }
      // Answers worth waiting out (lib/api/temporary-failure): none at all, a time-out, a server
      // busy or restarting.
      if (isTemporaryFailure(failure.status) || failure.status === 401) {
        // 401: the session could not be renewed; the marks wait for the next sign-in.
        return { outcome: 'waiting', error: failure };
      }
      updatePendingMarks(userId, sessionId, (current) =>
        Object.fromEntries(Object.entries(current).map(([id, mark]) => [id, sent[id] ? { ...mark, queued: false } : mark])),
      );
      return { outcome: 'failed', error: failure };
    }
  }
  // Rates, at-risk lists and course completion follow from attendance.
  if (saved) void queryClient.invalidateQueries({ queryKey: PROGRAM_KEY });
  if (conflicts > 0) return { outcome: 'conflict', count: conflicts };
  return saved ? { outcome: 'saved' } : { outcome: 'nothing' };
}

/** The coordinator's choice for a father whose mark someone else changed meanwhile. */
export function resolveConflict(
  queryClient: QueryClient,
  userId: string,
  sessionId: string,
  fatherId: string,
  choice: 'mine' | 'theirs',
): Promise<SyncResult> {
  updatePendingMarks(userId, sessionId, (marks) => (choice === 'mine' ? keepMine(marks, fatherId) : keepTheirs(marks, fatherId)));
  if (choice === 'theirs') {
    // The roster on screen may predate their mark.
    void queryClient.invalidateQueries({ queryKey: attendanceKey(sessionId) });
  }
  return syncSession(queryClient, userId, sessionId);
}
