import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarItemWithRsvp } from '@/features/rsvp';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeGroup, makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { PastAttendance } from '../api/types';

// Thursday 10 December 2026, 3 PM on the viewer's clock: last Tuesday's session is over,
// tonight's is still to come.
const NOW = new Date(2026, 11, 10, 15, 0);

const coordinator = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });
const father = makeUser({ id: 'u9', displayName: 'Sam Father' });

function session(id: string, title: string, day: number, overrides: Partial<CalendarItemWithRsvp> = {}): CalendarItemWithRsvp {
  return {
    kind: 'session',
    id,
    title,
    startsAt: new Date(2026, 11, day, 18, 0).toISOString(),
    endsAt: new Date(2026, 11, day, 19, 30).toISOString(),
    allDay: false,
    location: 'Community Center',
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
    status: 'scheduled',
    cycleId: 'c1',
    ...overrides,
  };
}

const ITEMS: CalendarItemWithRsvp[] = [
  session('s4', 'Session 4', 1, { rsvps: { yes: 6, no: 1, late: 0 } }),
  session('s5', 'Session 5', 3, { rsvps: { yes: 9, no: 0, late: 0 } }),
  {
    kind: 'event',
    id: 'e1',
    title: 'Family picnic',
    startsAt: '2026-12-05',
    endsAt: '2026-12-05',
    allDay: true,
    location: 'Riverside Park',
    groupId: null,
    groupName: null,
    status: 'scheduled',
    cycleId: null,
    rsvps: { yes: 12, no: 2, late: 1 },
  },
  session('s6', 'Session 6', 8, { rsvps: { yes: 7, no: 1, late: 0 } }),
  session('s7', 'Extra session', 8, { status: 'cancelled', rsvps: { yes: 0, no: 0, late: 0 } }),
  session('s8', 'Drop-in hour', 10, {
    startsAt: new Date(2026, 11, 10, 14, 0).toISOString(),
    endsAt: new Date(2026, 11, 10, 16, 0).toISOString(),
    rsvps: { yes: 2, no: 0, late: 0 },
  }),
  session('s9', 'Session 7', 10, { rsvps: { yes: 5, no: 1, late: 2 } }),
];

const ATTENDANCE: PastAttendance[] = [
  { sessionId: 's5', marked: 9, attended: 7, checkedIn: 0 },
  { sessionId: 's6', marked: 6, attended: 6, checkedIn: 2 },
];

function signedInAs(user = coordinator, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/calendar': () => json(ITEMS),
    'GET /api/calendar/attendance': () => json(ATTENDANCE),
    // One program: the calendar offers no program filter.
    'GET /api/programs': () => json([makeProgram()]),
    ...extra,
  });
}

function row(name: RegExp) {
  return screen.findByRole('link', { name }, { timeout: 15_000 });
}

// FullCalendar is large: loaded once here, so no test waits for its first import.
beforeAll(async () => {
  await import('../components/EventCalendar');
}, 30_000);
beforeEach(() => {
  resetSessionForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('past sessions on staff’s calendar', () => {
  it('shows a coordinator who came to last Tuesday’s session and tonight’s answers', { timeout: 20_000 }, async () => {
    const { calls } = signedInAs();
    renderApp('/calendar?view=listMonth&date=2026-12-01');

    const tuesday = await row(/Session 6/);
    await waitFor(() => expect(tuesday).toHaveTextContent('6 came (2 checked in)'));
    expect(tuesday).not.toHaveTextContent(/yes|can’t/);
    // Not everyone marked came: how many were marked says so.
    expect(screen.getByRole('link', { name: /Session 5/ })).toHaveTextContent(/7 of 9 came$/);
    // Tonight's, and one under way, keep their answers.
    expect(screen.getByRole('link', { name: /Session 7.*Tuesday Evening Dads/ })).toHaveTextContent('5 yes · 1 can’t · 2 late');
    expect(screen.getByRole('link', { name: /Drop-in hour/ })).toHaveTextContent('2 yes · 0 can’t · 0 late');
    // Events are answered, not marked: unchanged, past or not.
    expect(screen.getByRole('link', { name: /Family picnic/ })).toHaveTextContent('12 yes · 2 can’t · 1 late');
    // A cancelled session says neither.
    expect(screen.getByRole('link', { name: /Session · Cancelled/ })).not.toHaveTextContent(/came|yes|not taken/);

    // The marks are read for the calendar's own days.
    const calendar = new URL(calls.find((call) => call.path === '/api/calendar')!.url, 'http://localhost');
    const attendance = new URL(calls.find((call) => call.path === '/api/calendar/attendance')!.url, 'http://localhost');
    expect(attendance.searchParams.get('from')).toBe(calendar.searchParams.get('from'));
    expect(attendance.searchParams.get('to')).toBe(calendar.searchParams.get('to'));
  });

  it('prompts for a past session no one marked', { timeout: 20_000 }, async () => {
    signedInAs();
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    const first = await row(/Session 4/);
    await waitFor(() => expect(first).toHaveTextContent('Attendance not taken'));
    expect(first).not.toHaveTextContent(/yes/);
    expect(first).toHaveAttribute('href', '/cycles/c1/sessions/s4');
  });

  it('says attendance in words in the month’s small boxes too', { timeout: 20_000 }, async () => {
    signedInAs();
    renderApp('/calendar?view=dayGridMonth&date=2026-12-01');
    const tuesday = await row(/Session 6 Attendance: 6 came \(2 checked in\)$/);
    expect(within(tuesday).getByText('6 came (2 checked in)', { exact: false }).closest('.mantine-VisuallyHidden-root')).toBeNull();
    expect(screen.getByRole('link', { name: /Session 4 Attendance not taken$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Session 7 \(Answers: 5 yes · 1 can’t · 2 late\)$/ })).toBeInTheDocument();
  });

  it('says nothing of a past session until its marks are in, and why when they cannot be read', { timeout: 20_000 }, async () => {
    signedInAs(coordinator, { 'GET /api/calendar/attendance': () => apiError(500, 'internal', 'internal') });
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    expect(await screen.findByText('Attendance at past sessions could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Session 4/ })).not.toHaveTextContent(/not taken|yes/);
    expect(screen.getByRole('link', { name: /Session 7.*Tuesday Evening Dads/ })).toHaveTextContent('5 yes');
  });

  it('prompts a facilitator only for his own groups’ sessions, whose fathers he marks', { timeout: 20_000 }, async () => {
    const facilitator = makeUser({ id: 'f1', isAdmin: true, staffRole: 'staff', displayName: 'Fred Facilitator' });
    signedInAs(facilitator, {
      'GET /api/calendar': () =>
        json([
          session('s4', 'Session 4', 1),
          session('t4', 'Thursday night', 3, { groupId: 'g2', groupName: 'Thursday Dads' }),
        ]),
      'GET /api/calendar/attendance': () => json([]),
      'GET /api/groups': () =>
        json([makeGroup({ facilitatorIds: ['f1'] }), makeGroup({ id: 'g2', name: 'Thursday Dads', facilitatorIds: ['f2'] })]),
    });
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    await waitFor(async () => expect(await row(/Session 4/)).toHaveTextContent('Attendance not taken'), { timeout: 15_000 });
    // His fathers were not there; others' may have been marked, which he cannot see.
    expect(screen.getByRole('link', { name: /Thursday night/ })).not.toHaveTextContent(/not taken/);
  });

  it('never asks for attendance on a father’s calendar', { timeout: 20_000 }, async () => {
    const { calls } = signedInAs(father, { 'GET /api/calendar': () => json(ITEMS.map((item) => ({ ...item, rsvps: undefined }))) });
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    const tuesday = await row(/Session 6/);
    expect(tuesday).not.toHaveTextContent(/came|not taken/);
    expect(screen.getByRole('link', { name: /Session 4/ })).not.toHaveTextContent(/not taken/);
    expect(calls.some((call) => call.path === '/api/calendar/attendance')).toBe(false);
  });

  it('speaks Spanish to a Spanish-speaking coordinator', { timeout: 20_000 }, async () => {
    signedInAs(makeUser({ id: 'admin', isAdmin: true, preferredLanguage: 'es' }));
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    const tuesday = await row(/Session 6/);
    await waitFor(() => expect(tuesday).toHaveTextContent('6 vinieron (2 registraron su llegada)'));
    expect(screen.getByRole('link', { name: /Session 5/ })).toHaveTextContent(/7 de 9 vinieron$/);
    expect(screen.getByRole('link', { name: /Session 4/ })).toHaveTextContent('Asistencia sin registrar');
    expect(screen.getByRole('link', { name: /Session 7.*Tuesday Evening Dads/ })).toHaveTextContent('5 sí · 1 no puede · 2 tarde');
  });
});
