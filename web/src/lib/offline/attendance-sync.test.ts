import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceKey, type RosterEntry } from '@/lib/api/program';
import { resetSessionForTests, setSession } from '@/lib/auth/session';
import { apiError, authAnswer, errorBody, json, makeUser, mockApi } from '@/testing/api';
import { makeRosterEntry } from '@/testing/program';
import { resolveConflict, syncSession } from './attendance-sync';
import { peekPendingMarks, resetPendingMarksForTests, updatePendingMarks, type MarkConflict, type PendingMark } from './pending-marks';

const PUT = 'PUT /api/sessions/s1/attendance';
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

function mark(overrides: Partial<PendingMark> = {}): PendingMark {
  return { status: 'present', minutes: '', note: '', expected: null, changedAt: '2026-03-02T18:05:00Z', queued: true, ...overrides };
}

const maria: MarkConflict = {
  ...makeRosterEntry({ fatherId: 'f1', status: 'absent', markedBy: 'u2', markedAt: '2026-03-02T18:10:00Z' }),
  markedByName: 'Maria Lopez',
};

/** The PUT bodies the server received. */
function bodies(calls: { method: string; init?: RequestInit }[]) {
  return calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(String(call.init?.body)) as unknown[]);
}

function rosterAfter(init: RequestInit | undefined): RosterEntry[] {
  const marks = JSON.parse(String(init?.body)) as { fatherId: string; status: RosterEntry['status'] }[];
  return marks.map((m) => makeRosterEntry({ fatherId: m.fatherId, status: m.status, markedAt: '2026-03-02T19:00:00Z' }));
}

beforeEach(() => {
  resetPendingMarksForTests();
  setSession(authAnswer(makeUser({ id: 'admin', isAdmin: true })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('sending the marks kept on the device', () => {
  it('sends them once with their preconditions, then forgets them and shows the saved roster', async () => {
    const queryClient = new QueryClient();
    updatePendingMarks('admin', 's1', () => ({ f1: mark(), f2: mark({ status: 'late', expected: '2026-03-02T17:00:00Z' }) }));
    const { calls } = mockApi({ [PUT]: (init) => json(rosterAfter(init)) });
    // The page's Save and the network coming back at the same moment: one request.
    const [first, second] = await Promise.all([
      syncSession(queryClient, 'admin', 's1'),
      syncSession(queryClient, 'admin', 's1'),
    ]);
    expect(first).toEqual({ outcome: 'saved' });
    expect(second).toEqual({ outcome: 'saved' });
    expect(bodies(calls)).toEqual([
      [
        { fatherId: 'f1', status: 'present', minutes: null, note: '', expected: null },
        { fatherId: 'f2', status: 'late', minutes: null, note: '', expected: '2026-03-02T17:00:00Z' },
      ],
    ]);
    expect(peekPendingMarks('admin', 's1')).toEqual({});
    expect(queryClient.getQueryData<RosterEntry[]>(attendanceKey('s1'))?.map((entry) => entry.status)).toEqual(['present', 'late']);
    expect(await syncSession(queryClient, 'admin', 's1')).toEqual({ outcome: 'nothing' });
    expect(bodies(calls)).toHaveLength(1);
  });

  it('keeps them waiting while there is no network', async () => {
    updatePendingMarks('admin', 's1', () => ({ f1: mark() }));
    mockApi({ [PUT]: noNetwork });
    const result = await syncSession(new QueryClient(), 'admin', 's1');
    expect(result.outcome).toBe('waiting');
    expect(peekPendingMarks('admin', 's1')).toEqual({ f1: mark() });
  });

  it('holds back a father someone else changed meanwhile and saves the rest', async () => {
    updatePendingMarks('admin', 's1', () => ({ f1: mark(), f2: mark() }));
    const { calls } = mockApi({
      [PUT]: (init) => {
        const sent = JSON.parse(String(init?.body)) as { fatherId: string; expected: string | null }[];
        if (sent.some((m) => m.fatherId === 'f1' && m.expected !== maria.markedAt)) {
          return json({ error: { ...errorBody('aborted', 'marksChanged').error, conflicts: [maria] } }, 409);
        }
        return json(rosterAfter(init));
      },
    });
    const queryClient = new QueryClient();
    expect(await syncSession(queryClient, 'admin', 's1')).toEqual({ outcome: 'conflict', count: 1 });
    expect(bodies(calls).map((body) => body.length)).toEqual([2, 1]);
    expect(peekPendingMarks('admin', 's1')).toEqual({ f1: { ...mark(), conflict: maria } });

    // He keeps his own: sent again, now replacing Maria's mark.
    expect(await resolveConflict(queryClient, 'admin', 's1', 'f1', 'mine')).toEqual({ outcome: 'saved' });
    expect(bodies(calls)[2]).toEqual([{ fatherId: 'f1', status: 'present', minutes: null, note: '', expected: '2026-03-02T18:10:00Z' }]);
    expect(peekPendingMarks('admin', 's1')).toEqual({});
  });

  it('keeping theirs sends nothing for that father', async () => {
    updatePendingMarks('admin', 's1', () => ({ f1: mark({ conflict: maria }) }));
    const { calls } = mockApi({ 'GET /api/sessions/s1/attendance': () => json([maria]) });
    const queryClient = new QueryClient();
    expect(await resolveConflict(queryClient, 'admin', 's1', 'f1', 'theirs')).toEqual({ outcome: 'nothing' });
    expect(bodies(calls)).toEqual([]);
    expect(peekPendingMarks('admin', 's1')).toEqual({});
  });

  it('gives the marks back to the coordinator when the server refuses them for good', async () => {
    updatePendingMarks('admin', 's1', () => ({ f1: mark() }));
    mockApi({ [PUT]: () => apiError(404, 'not-found', 'noSuchSession') });
    const result = await syncSession(new QueryClient(), 'admin', 's1');
    expect(result.outcome).toBe('failed');
    expect(peekPendingMarks('admin', 's1')?.f1.queued).toBe(false);
  });
});
