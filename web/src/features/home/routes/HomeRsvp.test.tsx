import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CalendarItemWithRsvp, resetPendingRsvpsForTests, type RsvpInput } from '@/features/rsvp';
import type { Today } from '@/features/dashboard';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetNetworkStatusForTests } from '@/lib/offline/network-status';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';
import type { Home } from '../api/types';

const father = makeUser({ id: 'u9', firstName: 'Carlos', displayName: 'Carlos R' });
const staff = makeUser({ id: 'admin', firstName: 'Ana', isAdmin: true });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

function next(overrides: Partial<CalendarItemWithRsvp> = {}): CalendarItemWithRsvp {
  const start = Date.now() + 26 * 60 * 60_000;
  return {
    kind: 'session',
    id: 's2',
    title: 'Session 2',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 90 * 60_000).toISOString(),
    allDay: false,
    location: 'Community Center, Room 2',
    groupId: 'g1',
    groupName: 'Monday Dads',
    status: 'scheduled',
    cycleId: 'c1',
    myRsvp: null,
    ...overrides,
  };
}

/** Staff's day, with nothing in it. */
const QUIET_DAY: Today = { day: '2026-03-10', sessions: [], followUps: { overdue: 0, today: 0, week: 0 }, unreadMessages: 0 };

function homeOf(item: CalendarItemWithRsvp | null): Home {
  return { next: item, checkedIn: false, pinned: null, unread: { messages: 0, announcements: 0, texts: 0 } };
}

function signedInAs(user: typeof father, home: Home, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/home': () => json(home),
    ...(user.isAdmin ? { 'GET /api/users': () => json([user]), 'GET /api/today': () => json(QUIET_DAY) } : {}),
    ...extra,
  });
}

/** PUT bodies the server received. */
function bodies(calls: { method: string; path: string; init?: RequestInit }[]) {
  return calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(String(call.init?.body)) as RsvpInput);
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  resetPendingRsvpsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetNetworkStatusForTests();
  localStorage.clear();
});

describe('answering from home’s “next up”', () => {
  it('shows the answer he gave, and changes it in one tap', async () => {
    const { calls } = signedInAs(father, homeOf(next({ myRsvp: { answer: 'yes', note: '', answeredAt: '2026-03-01T10:00:00Z' } })), {
      'PUT /api/sessions/s2/rsvp': () => json({ answer: 'late', note: '', answeredAt: new Date().toISOString() }),
    });
    const user = userEvent.setup();
    renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Next up' }));
    expect(await card.findByRole('button', { name: 'I’ll be there' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(card.getByRole('button', { name: 'Running late' }));
    expect(card.getByRole('button', { name: 'Running late' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'I’ll be there' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bodies(calls)).toEqual([{ answer: 'late' }]));
  });

  it('keeps an answer given without a network on the device, says it waits, and sends it when the network is back', async () => {
    let online = false;
    const { calls } = signedInAs(father, homeOf(next()), {
      'PUT /api/sessions/s2/rsvp': (init) => {
        if (!online) return noNetwork();
        const body = JSON.parse(String(init?.body)) as RsvpInput;
        return json({ answer: body.answer, note: body.note ?? null, answeredAt: new Date().toISOString() });
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Next up' }));
    await user.click(await card.findByRole('button', { name: 'Can’t make it' }));
    await user.type(card.getByRole('textbox', { name: 'Reason (optional)' }), 'Working late');
    await user.click(card.getByRole('button', { name: 'Send' }));

    expect(await card.findByText(/Waiting to send/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Can’t make it' })).toHaveAttribute('aria-pressed', 'true');
    // Kept on the device for him: a reload or a closed tab does not lose it.
    expect(localStorage.getItem('fm:u9:pending-rsvps')).toContain('Working late');

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Your answer for “Session 2” was sent.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText(/Waiting to send/)).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: 'Can’t make it' })).toHaveAttribute('aria-pressed', 'true');
    const sent = bodies(calls);
    expect(sent.at(-1)).toEqual({ answer: 'no', note: 'Working late' });
    expect(JSON.parse(localStorage.getItem('fm:u9:pending-rsvps') ?? '{}')).toEqual({});
  });

  it('says so when the session had started by the time the waiting answer reached the server', async () => {
    let online = false;
    signedInAs(father, homeOf(next()), {
      'PUT /api/sessions/s2/rsvp': () =>
        online ? apiError(409, 'failed-precondition', 'answersClosed') : noNetwork(),
    });
    const user = userEvent.setup();
    renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Next up' }));
    await user.click(await card.findByRole('button', { name: 'I’ll be there' }));
    expect(await card.findByText(/Waiting to send/)).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await card.findByText('The session has started; your answer was not sent.')).toBeInTheDocument();
    // And in a toast, wherever he is in the app.
    await waitFor(() => expect(screen.getAllByText('The session has started; your answer was not sent.')).toHaveLength(2));
  });

  it('is not offered to staff', async () => {
    signedInAs(staff, homeOf(next()));
    renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Next up' }));
    expect(await card.findByRole('link', { name: 'Session 2' })).toBeInTheDocument();
    expect(card.queryByRole('group', { name: /Your answer/ })).not.toBeInTheDocument();
  });
});
