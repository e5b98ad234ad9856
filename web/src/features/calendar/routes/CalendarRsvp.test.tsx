import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CalendarItemWithRsvp, resetPendingRsvpsForTests, type RsvpInput } from '@/features/rsvp';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetNetworkStatusForTests } from '@/lib/offline/network-status';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { CalendarEvent } from '../api/types';

const staff = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });
const father = makeUser({ id: 'u9', displayName: 'Sam Father' });

function item(overrides: Partial<CalendarItemWithRsvp> = {}): CalendarItemWithRsvp {
  return {
    kind: 'event',
    id: 'e1',
    title: 'Family picnic',
    startsAt: '2099-12-12',
    endsAt: '2099-12-12',
    allDay: true,
    location: 'Riverside Park',
    groupId: null,
    groupName: null,
    status: 'scheduled',
    cycleId: null,
    ...overrides,
  };
}

const EVENT: CalendarEvent = {
  id: 'e1',
  title: 'Family picnic',
  description: '',
  startsAt: '2099-12-12',
  endsAt: '2099-12-12',
  allDay: true,
  location: 'Riverside Park',
  groupId: null,
  groupName: null,
  createdBy: 'admin',
  createdByName: 'Ana Admin',
  createdAt: '2026-11-01T15:00:00Z',
  updatedAt: '2026-11-01T15:00:00Z',
};

function signedInAs(user = father, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    ...(user.isAdmin
      ? {
          'GET /api/users': () => json([user]),
          'GET /api/calendar/attendance': () => json([]),
          // One program: the calendar offers no program filter.
          'GET /api/programs': () => json([makeProgram()]),
        }
      : {}),
    ...extra,
  });
}

beforeAll(async () => {
  await import('../components/EventCalendar');
}, 30_000);
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

describe('RSVP on the calendar', () => {
  it('shows staff each item’s answers compactly, in words in the list', { timeout: 20_000 }, async () => {
    signedInAs(staff, {
      'GET /api/calendar': () =>
        json([
          item({ rsvps: { yes: 12, no: 2, late: 1 } }),
          item({ kind: 'session', id: 's3', cycleId: 'c1', title: 'Session 3', }),
        ]),
    });
    renderApp('/calendar?view=listMonth&date=2099-12-01');
    // FullCalendar's first render in jsdom can take seconds on a busy machine.
    const picnic = await screen.findByRole('link', { name: /Family picnic/ }, { timeout: 15_000 });
    expect(picnic).toHaveTextContent('12 yes · 2 can’t · 1 late');
    expect(screen.getByRole('link', { name: /Session 3/ })).not.toHaveTextContent(/yes/);
  });

  it('shows them as figures in the month, named in words for screen readers', { timeout: 20_000 }, async () => {
    signedInAs(staff, { 'GET /api/calendar': () => json([item({ rsvps: { yes: 3, no: 0, late: 1 } })]) });
    renderApp('/calendar?view=dayGridMonth&date=2099-12-01');
    const picnic = await screen.findByRole('link', { name: /Family picnic \(Answers: 3 yes · 0 can’t · 1 late\)/ }, { timeout: 15_000 });
    expect(within(picnic).getByText('✓3 ✗0 ⏱1')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets a father answer on an event’s page', async () => {
    const sent: RsvpInput[] = [];
    signedInAs(father, {
      'GET /api/events/e1': () => json(EVENT),
      'GET /api/calendar': () => json([item({ myRsvp: { answer: 'no', note: 'Out of town', answeredAt: '2099-12-01T10:00:00Z' } })]),
      'PUT /api/events/e1/rsvp': (init) => {
        const body = JSON.parse(String(init?.body)) as RsvpInput;
        sent.push(body);
        return json({ answer: body.answer, note: body.note ?? null, answeredAt: new Date().toISOString() });
      },
    });
    const user = userEvent.setup();
    renderApp('/calendar/e1');
    const answers = within(await screen.findByRole('group', { name: 'Your answer for “Family picnic”' }));
    expect(await answers.findByRole('button', { name: 'Can’t make it' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('can’t make it: Out of town')).toBeInTheDocument();
    await user.click(answers.getByRole('button', { name: 'I’ll be there' }));
    await waitFor(() => expect(sent).toEqual([{ answer: 'yes' }]));
    expect(answers.getByRole('button', { name: 'I’ll be there' })).toHaveAttribute('aria-pressed', 'true');
  });
});
