import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceKey } from '@/lib/api/program';
import type { CalendarItemWithRsvp, RosterEntryWithRsvp } from './rsvp';
import { resetSessionForTests, setSession } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { makeRosterEntry } from '@/testing/program';
import { answerRsvp, pendingRsvpsSnapshot, resetPendingRsvpsForTests, sendAllPendingRsvps, type RsvpTarget } from './pending-rsvps';

const PUT = 'PUT /api/sessions/s1/rsvp';
const target: RsvpTarget = { kind: 'session', id: 's1', startsAt: '2099-03-04T00:00:00Z', title: 'Session 1' };
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
const saved = (init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as { answer: string; note?: string };
  return json({ answer: body.answer, note: body.note ?? null, answeredAt: '2099-03-01T10:00:00Z' });
};

function item(): CalendarItemWithRsvp {
  return {
    kind: 'session', id: 's1', title: 'Session 1', startsAt: target.startsAt, endsAt: '2099-03-04T01:30:00Z',
    allDay: false, location: '', groupId: 'g1', groupName: null, status: 'scheduled', cycleId: 'c1', myRsvp: null,
  };
}

beforeEach(() => {
  localStorage.clear();
  resetPendingRsvpsForTests();
  setSession(authAnswer(makeUser({ id: 'u9' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  localStorage.clear();
});

describe('a father’s answers kept on the device', () => {
  it('shows the answer at once in every read that shows the item, then the server’s', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['program', 'calendar', 'range', 'a', 'b'], [item()]);
    queryClient.setQueryData(['program', 'home'], { next: item(), checkedIn: false, pinned: null, unread: { messages: 0, announcements: 0 } });
    queryClient.setQueryData(attendanceKey('s1'), [makeRosterEntry()]);
    let answer!: (response: Response) => void;
    mockApi({ [PUT]: () => new Promise<Response>((resolve) => (answer = resolve)) });

    const sending = answerRsvp(queryClient, 'u9', target, 'late');
    const calendar = queryClient.getQueryData<CalendarItemWithRsvp[]>(['program', 'calendar', 'range', 'a', 'b']);
    expect(calendar?.[0].myRsvp?.answer).toBe('late');
    expect(queryClient.getQueryData<{ next: CalendarItemWithRsvp }>(['program', 'home'])?.next.myRsvp?.answer).toBe('late');
    expect(queryClient.getQueryData<RosterEntryWithRsvp[]>(attendanceKey('s1'))?.[0].rsvp?.answer).toBe('late');
    expect(pendingRsvpsSnapshot('u9')['session:s1']).toMatchObject({ answer: 'late', state: 'waiting' });

    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(json({ answer: 'late', note: null, answeredAt: '2099-03-01T10:00:00Z' }));
    expect(await sending).toEqual({ outcome: 'sent', rsvp: { answer: 'late', note: null, answeredAt: '2099-03-01T10:00:00Z' } });
    expect(pendingRsvpsSnapshot('u9')).toEqual({});
    expect(queryClient.getQueryData<CalendarItemWithRsvp[]>(['program', 'calendar', 'range', 'a', 'b'])?.[0].myRsvp?.answeredAt).toBe(
      '2099-03-01T10:00:00Z',
    );
  });

  it('keeps only the last answer while offline, and sends it once when asked from two places', async () => {
    const queryClient = new QueryClient();
    mockApi({ [PUT]: noNetwork });
    expect(await answerRsvp(queryClient, 'u9', target, 'yes')).toEqual({ outcome: 'waiting' });
    expect(await answerRsvp(queryClient, 'u9', target, 'no', '  Child sick  ')).toEqual({ outcome: 'waiting' });
    expect(Object.values(pendingRsvpsSnapshot('u9'))).toMatchObject([{ answer: 'no', note: 'Child sick', state: 'waiting' }]);

    const { calls } = mockApi({ [PUT]: saved });
    await Promise.all([sendAllPendingRsvps(queryClient, 'u9'), sendAllPendingRsvps(queryClient, 'u9')]);
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => JSON.parse(String(call.init?.body)))).toEqual([{ answer: 'no', note: 'Child sick' }]);
    expect(pendingRsvpsSnapshot('u9')).toEqual({});
  });

  it('remembers an answer refused because the session started, and drops one refused for good', async () => {
    const queryClient = new QueryClient();
    mockApi({ [PUT]: () => apiError(409, 'failed-precondition', 'answersClosed') });
    expect(await answerRsvp(queryClient, 'u9', target, 'yes')).toEqual({ outcome: 'started' });
    expect(pendingRsvpsSnapshot('u9')['session:s1']?.state).toBe('refused');

    mockApi({ [PUT]: () => apiError(404, 'not-found', 'noSuchSession') });
    const result = await answerRsvp(queryClient, 'u9', target, 'yes');
    expect(result.outcome).toBe('failed');
    expect(pendingRsvpsSnapshot('u9')).toEqual({});
  });
});
