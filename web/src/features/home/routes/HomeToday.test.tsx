import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarItem } from '@/features/calendar';
import type { Today, TodaySession } from '@/features/dashboard';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, eventStream, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';
import type { Home } from '../api/types';

const facilitator = makeUser({ id: 'st1', firstName: 'Luis', displayName: 'Luis Gómez', isAdmin: true, staffRole: 'staff' });
const father = makeUser({ id: 'u9', firstName: 'Carlos', displayName: 'Carlos R' });

/** Local times of the day the tests run on: 5:00 PM on Mar 10, 2026, whatever the machine's time zone. */
const at = (hours: number, minutes = 0) => new Date(2026, 2, 10, hours, minutes).toISOString();

function session(overrides: Partial<CalendarItem>): CalendarItem {
  return {
    kind: 'session',
    id: 's1',
    title: 'Session 3',
    startsAt: at(16, 30),
    endsAt: at(18),
    allDay: false,
    location: 'Community Center, Room 2',
    groupId: 'g1',
    groupName: 'Monday Dads',
    status: 'scheduled',
    cycleId: 'c1',
    ...overrides,
  };
}

/** Begun half an hour ago: four here, two of them by the check-in code, one marked absent. */
const inProgress: TodaySession = {
  session: session({}),
  rsvps: { yes: 5, late: 1, no: 1, none: 2 },
  attendance: { marked: 5, attended: 4, checkedIn: 2 },
};

/** Tonight, not begun: only the answers so far. */
const tonight: TodaySession = {
  session: session({
    id: 's2',
    title: 'Session 1',
    startsAt: at(19),
    endsAt: at(20, 30),
    groupId: 'g2',
    groupName: 'Evening Dads',
    location: 'Library',
    cycleId: 'c2',
  }),
  rsvps: { yes: 3, late: 1, no: 2, none: 2 },
  attendance: { marked: 0, attended: 0, checkedIn: 0 },
};

const cancelled: TodaySession = {
  session: session({ id: 's3', title: 'Session 4', startsAt: at(20), endsAt: at(21), status: 'cancelled', cycleId: 'c1' }),
  rsvps: { yes: 0, late: 0, no: 0, none: 7 },
  attendance: { marked: 0, attended: 0, checkedIn: 0 },
};

const DAY: Today = {
  day: '2026-03-10',
  sessions: [inProgress, tonight, cancelled],
  followUps: { overdue: 3, today: 1, week: 4 },
  unreadMessages: 2,
};

const HOME: Home = { next: tonight.session, checkedIn: false, pinned: null, unread: { messages: 2, announcements: 1, texts: 0 } };

function signedInAs(user: typeof father, today: () => Today, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/home': () => json(HOME),
    'GET /api/unread': () => json(HOME.unread),
    'GET /api/today': () => json(today()),
    ...extra,
  });
}

/** A session's entry in the day's list, found by its title. */
async function entry(title: string) {
  const today = within(await screen.findByRole('list', { name: /^(Today’s sessions|Las sesiones de hoy)$/ }));
  const item = today.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!item) throw new Error(`no entry for ${title}`);
  return within(item);
}

function counts(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  resetSessionForTests();
  // Only the clock is set: the app's timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 17, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a facilitator’s home', () => {
  it('shows his day: the session in progress with who is here, tonight’s with its answers, his follow-ups and unread messages', async () => {
    const { calls } = signedInAs(facilitator, () => DAY);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Luis!' })).toBeInTheDocument();
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(await today.findByText('Mar 10, 2026')).toBeInTheDocument();

    const now = await entry('Session 3');
    expect(now.getByRole('link', { name: 'Session 3' })).toHaveAttribute('href', '/cycles/c1/sessions/s1');
    expect(now.getByText('4:30 PM – 6:00 PM')).toBeInTheDocument();
    expect(now.getByText('Monday Dads · Community Center, Room 2')).toBeInTheDocument();
    expect(now.getByText('In progress')).toBeInTheDocument();
    expect(counts(now.getByRole('list', { name: 'Answers' }))).toEqual(['5 coming', '1 late', '1 can’t come', '2 not answered yet']);
    expect(counts(now.getByRole('list', { name: 'Attendance' }))).toEqual(['4 here (2 checked in)', '1 absent or excused']);

    const later = await entry('Session 1');
    expect(later.getByRole('link', { name: 'Session 1' })).toHaveAttribute('href', '/cycles/c2/sessions/s2');
    expect(later.getByText('7:00 PM – 8:30 PM')).toBeInTheDocument();
    expect(later.getByText('Evening Dads · Library')).toBeInTheDocument();
    expect(counts(later.getByRole('list', { name: 'Answers' }))).toEqual(['3 coming', '1 late', '2 can’t come', '2 not answered yet']);
    // Not begun: nobody is marked yet, and it does not say so.
    expect(later.queryByRole('list', { name: 'Attendance' })).not.toBeInTheDocument();
    expect(later.queryByText('In progress')).not.toBeInTheDocument();

    const off = await entry('Session 4');
    expect(off.getByText('Cancelled')).toBeInTheDocument();
    expect(off.queryByRole('list', { name: 'Answers' })).not.toBeInTheDocument();

    const followUps = within(screen.getByRole('region', { name: 'Follow-ups' }));
    expect(followUps.getByRole('link', { name: '3 overdue follow-ups' })).toHaveAttribute('href', '/follow-ups');
    expect(followUps.getByRole('link', { name: '1 follow-up due today' })).toHaveAttribute('href', '/follow-ups?when=today');
    const unread = within(screen.getByRole('region', { name: 'Unread' }));
    expect(unread.getByRole('link', { name: '2 unread messages' })).toHaveAttribute('href', '/messages');
    expect(unread.getByRole('link', { name: '1 unread announcement' })).toHaveAttribute('href', '/announcement');
    // Once: not again beside the next item and the pinned announcement.
    expect(screen.getAllByRole('region', { name: 'Unread' })).toHaveLength(1);

    // What home showed staff before stays below: the next item and the quick links.
    expect(screen.getByRole('region', { name: 'Next up' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'My caseload' })).toHaveAttribute('href', '/fathers');
    expect(calls.filter((call) => call.path === '/api/today')).toHaveLength(1);
  });

  it('counts a father’s check-in the moment the live stream says he has', async () => {
    const live = eventStream();
    let day = DAY;
    const { calls } = signedInAs(facilitator, () => day, { 'GET /api/stream': (init) => live.response(init) });
    renderApp('/');
    const now = await entry('Session 3');
    expect(counts(now.getByRole('list', { name: 'Attendance' }))).toEqual(['4 here (2 checked in)', '1 absent or excused']);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(1));

    day = { ...DAY, sessions: [{ ...inProgress, attendance: { marked: 6, attended: 5, checkedIn: 3 } }, tonight, cancelled] };
    act(() => live.send('attendance', { sessionId: 's1', fatherId: 'f7', status: 'present', method: 'check-in' }));
    await waitFor(() => expect(counts(now.getByRole('list', { name: 'Attendance' }))).toEqual(['5 here (3 checked in)', '1 absent or excused']));
    expect(calls.filter((call) => call.path === '/api/today')).toHaveLength(2);
  });

  it('speaks Spanish to a Spanish-speaking facilitator, on the 24-hour clock', async () => {
    signedInAs(makeUser({ ...facilitator, preferredLanguage: 'es' }), () => DAY);
    renderApp('/');
    const today = within(await screen.findByRole('region', { name: 'Hoy' }));
    expect(await today.findByText('10 mar 2026')).toBeInTheDocument();

    const now = await entry('Session 3');
    expect(now.getByText('16:30 – 18:00')).toBeInTheDocument();
    expect(now.getByText('En curso')).toBeInTheDocument();
    expect(counts(now.getByRole('list', { name: 'Respuestas' }))).toEqual(['5 vienen', '1 llega tarde', '1 no puede', '2 sin responder']);
    expect(counts(now.getByRole('list', { name: 'Asistencia' }))).toEqual(['4 presentes (2 se registraron)', '1 ausente o justificado']);

    const later = await entry('Session 1');
    expect(later.getByText('19:00 – 20:30')).toBeInTheDocument();
    expect(counts(later.getByRole('list', { name: 'Respuestas' }))).toEqual(['3 vienen', '1 llega tarde', '2 no pueden', '2 sin responder']);
    expect((await entry('Session 4')).getByText('Cancelada')).toBeInTheDocument();

    const followUps = within(screen.getByRole('region', { name: 'Seguimientos' }));
    expect(followUps.getByRole('link', { name: '3 seguimientos vencidos' })).toHaveAttribute('href', '/follow-ups');
    expect(followUps.getByRole('link', { name: '1 seguimiento para hoy' })).toHaveAttribute('href', '/follow-ups?when=today');
    expect(screen.getByRole('link', { name: '2 mensajes sin leer' })).toHaveAttribute('href', '/messages');
  });

  it('says when he has no session today, and shows more than 99 follow-ups as 99+', async () => {
    signedInAs(facilitator, () => ({ ...DAY, sessions: [], followUps: { overdue: 100, today: 0, week: 0 } }));
    renderApp('/');
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(await today.findByText('No sessions today.')).toBeInTheDocument();
    expect(today.queryByRole('list')).not.toBeInTheDocument();
    const followUps = within(screen.getByRole('region', { name: 'Follow-ups' }));
    const overdue = followUps.getByRole('link', { name: '99+ overdue follow-ups' });
    expect(overdue.closest('li')).toHaveTextContent('99+');
    expect(followUps.getByRole('link', { name: '0 follow-ups due today' })).toBeInTheDocument();
  });
});

describe('a father’s home', () => {
  it('never asks for staff’s day, and keeps its sections as they were', async () => {
    const { calls } = signedInAs(father, () => DAY);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Carlos!' })).toBeInTheDocument();
    const unread = within(await screen.findByRole('region', { name: 'Unread' }));
    expect(await unread.findByRole('link', { name: '2 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next up' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pinned announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Follow-ups' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/today')).toBe(false);
  });
});
