import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeGroup, makeProgram } from '@/testing/program';
import { findProgramSelect, programOptions, queryProgramSelect, TWO_PROGRAMS } from '@/testing/program-select';
import { renderApp } from '@/testing/render';
import type { CalendarEvent, CalendarItem } from '../api/types';

const staff = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });
const father = makeUser({ id: 'u9', displayName: 'Sam Father' });

function item(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    kind: 'event',
    id: 'e1',
    title: 'Family picnic',
    startsAt: '2026-12-12',
    endsAt: '2026-12-12',
    allDay: true,
    location: 'Riverside Park',
    groupId: null,
    groupName: null,
    status: 'scheduled',
    cycleId: null,
    ...overrides,
  };
}

const ITEMS: CalendarItem[] = [
  item(),
  item({
    kind: 'session',
    id: 's3',
    cycleId: 'c1',
    title: 'Session 3',
    startsAt: '2026-12-08T00:00:00Z',
    endsAt: '2026-12-08T01:30:00Z',
    allDay: false,
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
  }),
  item({
    kind: 'session',
    id: 's4',
    cycleId: 'c1',
    title: 'Session 4',
    startsAt: '2026-12-15T00:00:00Z',
    endsAt: '2026-12-15T01:30:00Z',
    allDay: false,
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
    status: 'cancelled',
  }),
];

function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'e1',
    title: 'Family picnic',
    description: 'Bring a dish.\nRSVP at https://example.org/rsvp',
    startsAt: '2026-12-12',
    endsAt: '2026-12-13',
    allDay: true,
    location: 'Riverside Park',
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
    createdBy: 'admin',
    createdByName: 'Ana Admin',
    createdAt: '2026-11-01T15:00:00Z',
    updatedAt: '2026-11-01T15:00:00Z',
    ...overrides,
  };
}

function signedInAs(user = father, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    // Staff's calendar reads the marks of the sessions that have ended beside it (none here).
    // and the programs staff know (one here: no program filter).
    ...(user.isAdmin ? { 'GET /api/calendar/attendance': () => json([]), 'GET /api/programs': () => json([makeProgram()]) } : {}),
    ...extra,
  });
}

// FullCalendar is large: loaded once here, so no test waits for its first import.
beforeAll(async () => {
  await import('../components/EventCalendar');
}, 30_000);
beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the calendar', () => {
  it('asks for the visible days with the viewer’s offset and shows sessions and events as links', { timeout: 20_000 }, async () => {
    const { calls } = signedInAs(father, { 'GET /api/calendar': () => json(ITEMS) });
    const user = userEvent.setup();
    const { router } = renderApp('/calendar?view=dayGridMonth&date=2026-12-01');

    const session = await screen.findByRole('link', { name: /Session: .*Session 3/ });
    expect(session).toHaveAttribute('href', '/cycles/c1/sessions/s3');
    expect(screen.getByRole('link', { name: /Event: .*Family picnic/ })).toHaveAttribute('href', '/calendar/e1');
    expect(screen.getByRole('link', { name: /Session 4 \(Cancelled\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New event' })).not.toBeInTheDocument();

    const url = new URL(calls.find((call) => call.path === '/api/calendar')!.url, 'http://localhost');
    const offset = /[+-]\d\d:\d\d$|Z$/;
    expect(url.searchParams.get('from')).toMatch(offset);
    expect(url.searchParams.get('to')).toMatch(offset);
    expect(new Date(url.searchParams.get('from')!) <= new Date(2026, 11, 1)).toBe(true);
    expect(new Date(url.searchParams.get('to')!) > new Date(2026, 11, 31)).toBe(true);

    await user.click(session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cycles/c1/sessions/s3'));
  });

  it('says each item’s kind and a cancellation in its name and in words on screen, not in a tooltip a phone cannot show', { timeout: 20_000 }, async () => {
    signedInAs(father, { 'GET /api/calendar': () => json(ITEMS) });
    renderApp('/calendar?view=dayGridMonth&date=2026-12-01');

    const cancelled = await screen.findByRole('link', { name: /^Session: .*Session 4 \(Cancelled\)$/ });
    expect(screen.getByRole('link', { name: /^Session: .*Session 3$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Event: .*Family picnic$/ })).toBeInTheDocument();
    // Seen, not only read out: the word is not in the part kept for screen readers.
    const word = within(cancelled).getByText('(Cancelled)');
    expect(word.closest('.mantine-VisuallyHidden-root')).toBeNull();
    // (The kind's word is for screen readers; on screen its icon says it, as the legend explains.)
    expect(within(cancelled).getByText('Session:').closest('.mantine-VisuallyHidden-root')).not.toBeNull();
    expect(screen.getByText('Session 3').closest('.mantine-VisuallyHidden-root')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: /^(Session|Event): / })) {
      expect(link.querySelector('[title]')).toBeNull();
      expect(link).not.toHaveAttribute('title');
    }
  });

  it('shows the list with each item’s kind, audience and place, and staff a way to add an event', { timeout: 20_000 }, async () => {
    signedInAs(staff, { 'GET /api/calendar': () => json(ITEMS) });
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    const session = await screen.findByRole('link', { name: /Session.*Session 3/ });
    expect(session).toHaveAttribute('href', '/cycles/c1/sessions/s3');
    expect(session).toHaveTextContent('Tuesday Evening Dads');
    expect(screen.getByRole('link', { name: /Session · Cancelled.*Session 4/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Event.*Family picnic.*Everyone · Riverside Park/ })).toHaveAttribute('href', '/calendar/e1');
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/calendar/new');
  });

  describe('program filter', () => {
    const calendarQueries = (calls: { path: string; url: string }[]) =>
      calls.filter((call) => call.path === '/api/calendar').map((call) => new URL(call.url, 'http://localhost').searchParams);

    it('lets staff who know two programs show one, kept in the address and sent with the range', { timeout: 20_000 }, async () => {
      const { calls } = signedInAs(staff, {
        'GET /api/calendar': () => json(ITEMS),
        'GET /api/programs': () => json(TWO_PROGRAMS),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/calendar?view=listMonth&date=2026-12-01');
      await screen.findByRole('link', { name: /Session.*Session 3/ });

      const select = await findProgramSelect();
      expect(select).toHaveValue('');
      expect(programOptions(select)).toEqual(['All programs', 'Fatherhood Matters', 'Young Dads']);
      expect(calendarQueries(calls).every((query) => !query.has('programId'))).toBe(true);

      await user.selectOptions(select, 'Young Dads');
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('programId')).toBe('p2'));
      await waitFor(() => expect(calendarQueries(calls).at(-1)?.get('programId')).toBe('p2'));
      // The same days, for that program.
      expect(calendarQueries(calls).at(-1)?.get('from')).toBe(calendarQueries(calls)[0].get('from'));
      expect(router.state.location.search).toContain('view=listMonth');

      await user.selectOptions(select, 'All programs');
      await waitFor(() => expect(router.state.location.search).not.toContain('programId'));
      expect(select).toHaveValue('');
      // Every program's calendar again, as read at first (from the cache: no program's answer stands for it).
      expect(await screen.findByRole('link', { name: /Session.*Session 3/ })).toBeInTheDocument();
    });

    it('opens on the program a link names', { timeout: 20_000 }, async () => {
      const { calls } = signedInAs(staff, {
        'GET /api/calendar': () => json(ITEMS),
        'GET /api/programs': () => json(TWO_PROGRAMS),
      });
      renderApp('/calendar?view=listMonth&date=2026-12-01&programId=p2');
      await screen.findByRole('link', { name: /Session.*Session 3/ });
      await waitFor(async () => expect(await findProgramSelect()).toHaveValue('p2'));
      expect(calendarQueries(calls).map((query) => query.get('programId'))).toEqual(['p2']);
    });

    it('is not offered to staff who know one program', { timeout: 20_000 }, async () => {
      const { calls } = signedInAs(staff, { 'GET /api/calendar': () => json(ITEMS) });
      renderApp('/calendar?view=listMonth&date=2026-12-01');
      await screen.findByRole('link', { name: /Session.*Session 3/ });
      await waitFor(() => expect(calls.some((call) => call.path === '/api/programs')).toBe(true));
      expect(queryProgramSelect()).not.toBeInTheDocument();
      expect(calendarQueries(calls).every((query) => !query.has('programId'))).toBe(true);
    });

    it('is never offered to a father, nor the programs asked for', { timeout: 20_000 }, async () => {
      const { calls } = signedInAs(father, {
        'GET /api/calendar': () => json(ITEMS),
        'GET /api/programs': () => json(TWO_PROGRAMS),
      });
      renderApp('/calendar?view=listMonth&date=2026-12-01&programId=p2');
      await screen.findByRole('link', { name: /Session.*Session 3/ });
      expect(queryProgramSelect()).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === '/api/programs')).toBe(false);
      expect(calendarQueries(calls).every((query) => !query.has('programId'))).toBe(true);
    });
  });

  it('opens as a list on a phone', async () => {
    // The test setup answers width queries for the window's width (afterEach puts it back).
    vi.stubGlobal('innerWidth', 375);
    signedInAs(father, { 'GET /api/calendar': () => json([]) });
    const { router } = renderApp('/calendar');
    expect(await screen.findByText('Nothing planned for these days.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('view=listMonth'));
  });

  it('speaks Spanish with a Spanish-speaking father', { timeout: 20_000 }, async () => {
    signedInAs(makeUser({ id: 'u9', preferredLanguage: 'es' }), { 'GET /api/calendar': () => json(ITEMS) });
    renderApp('/calendar?view=dayGridMonth&date=2026-12-01');
    expect(await screen.findByRole('heading', { name: 'diciembre de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Evento:.*Family picnic/ })).toBeInTheDocument();
  });

  it('shows a Spanish father a session that runs past midnight as one row of his list, under the day it starts', { timeout: 20_000 }, async () => {
    const night = item({
      kind: 'session',
      id: 's9',
      cycleId: 'c1',
      title: 'Noche de padres',
      // 11:00 PM to 12:30 AM local, whatever the machine's time zone.
      startsAt: new Date(2026, 11, 9, 23, 0).toISOString(),
      endsAt: new Date(2026, 11, 10, 0, 30).toISOString(),
      allDay: false,
      groupId: 'g1',
      groupName: 'Tuesday Evening Dads',
    });
    signedInAs(makeUser({ id: 'u9', preferredLanguage: 'es' }), { 'GET /api/calendar': () => json([night]) });
    renderApp('/calendar?view=listMonth&date=2026-12-01');
    const rows = await screen.findAllByRole('link', { name: /Noche de padres/ });
    expect(rows).toHaveLength(1);
    // Its times in full: it does not end at midnight.
    expect(rows[0]).toHaveTextContent(/^23:00 – 0:30/);
    const day = screen.getByRole('region', { name: 'miércoles, 9 de diciembre' });
    expect(within(day).getByRole('link', { name: /Noche de padres/ })).toBe(rows[0]);
    expect(screen.getByRole('heading', { name: 'diciembre de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists a month’s days without FullCalendar, and goes from month to month and to the grid', { timeout: 20_000 }, async () => {
    // Today is in another month than the one shown, whatever the date the test runs on.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T12:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    const weekend = item({ kind: 'event', id: 'e7', title: 'Camping weekend', startsAt: '2026-12-31', endsAt: '2027-01-02', allDay: true });
    const { calls } = signedInAs(father, { 'GET /api/calendar': () => json([...ITEMS, weekend]) });
    const { router } = renderApp('/calendar?view=listMonth&date=2026-12-01');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    // Each day with something on it, in order; an all-day item on each of its days in the month.
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.at(-1)).toHaveTextContent('Thursday, December 31');
    expect(within(screen.getByRole('region', { name: 'Thursday, December 31' })).getByRole('link')).toHaveTextContent(/^All day/);
    expect(screen.getByRole('button', { name: 'Today' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('date=2027-01-01'));
    // January reads January's days, and the weekend's last two are in it.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/calendar' && call.url.includes('from=2027-01-01'))).toBe(true));
    expect(screen.getByRole('region', { name: 'Saturday, January 2' })).toHaveTextContent('Camping weekend');
    expect(screen.queryByRole('link', { name: /Family picnic/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=dayGridMonth'));
    expect(router.state.location.search).toContain('date=2026-12-01');
    expect(await screen.findByRole('link', { name: /^Event: .*Family picnic$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=listMonth'));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
  });
});

describe('an event', () => {
  it('shows a father when, where and for whom, with the description’s lines and links, and no staff actions', async () => {
    signedInAs(father, { 'GET /api/events/e1': () => json(makeEvent()), 'GET /api/calendar': () => json([item()]) });
    renderApp('/calendar/e1');
    expect(await screen.findByRole('heading', { name: 'Family picnic' })).toBeInTheDocument();
    const about = within(screen.getByRole('region', { name: 'Event' }));
    expect(about.getByText('Dec 12, 2026 – Dec 13, 2026')).toBeInTheDocument();
    expect(about.getByText('Riverside Park')).toBeInTheDocument();
    expect(about.getByText('Tuesday Evening Dads')).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'https://example.org/rsvp' })).toHaveAttribute('href', 'https://example.org/rsvp');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('tells a father when an event is not his to see', async () => {
    signedInAs(father, { 'GET /api/events/e2': () => apiError(404, 'not-found', 'noSuchEvent') });
    renderApp('/calendar/e2');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-description')).toHaveTextContent('This event does not exist, or it is not for you.');
  });

  it('lets staff delete it after confirming', async () => {
    const { calls } = signedInAs(staff, {
      'GET /api/events/e1': () => json(makeEvent()),
      'DELETE /api/events/e1': () => new Response(null, { status: 204 }),
      'GET /api/calendar': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/calendar/e1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete event' }));
    expect(dialog.getByText(/Delete “Family picnic”\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('the event form', () => {
  it('is for staff only', async () => {
    signedInAs(father);
    renderApp('/calendar/new');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
  });

  it('requires a title and an end that is not before the start', async () => {
    signedInAs(staff, { 'GET /api/groups': () => json([makeGroup()]) });
    const user = userEvent.setup();
    renderApp('/calendar/new');
    const title = await screen.findByLabelText(/^Title/);
    await user.click(title);
    await user.tab();
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Start/));
    await user.type(screen.getByLabelText(/^Start/), '2026-12-05T18:00');
    await user.clear(screen.getByLabelText(/^End/));
    await user.type(screen.getByLabelText(/^End/), '2026-12-05T17:00');
    await user.tab();
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Sorry, not all fields are filled out correctly.')).toBeInTheDocument();
  });

  it('creates an all-day event for one group, sending its days, and shows the server’s field messages', { timeout: 20_000 }, async () => {
    let answer: Response = apiError(400, 'invalid-argument', 'invalidForm', { groupId: 'noSuchGroup' });
    const { calls } = signedInAs(staff, {
      'GET /api/groups': () => json([makeGroup(), makeGroup({ id: 'g2', name: 'Thursday Dads' })]),
      'POST /api/events': () => answer,
      'GET /api/events/e9': () => json(makeEvent({ id: 'e9', title: 'Holiday party' })),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/calendar/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Holiday party');
    await user.click(screen.getByRole('switch', { name: 'All day' }));
    // The days are kept; the inputs now take dates.
    expect(screen.getByLabelText(/^Start/)).toHaveAttribute('type', 'date');
    await user.clear(screen.getByLabelText(/^Start/));
    await user.type(screen.getByLabelText(/^Start/), '2026-12-19');
    await user.clear(screen.getByLabelText(/^End/));
    await user.type(screen.getByLabelText(/^End/), '2026-12-20');
    await user.selectOptions(screen.getByLabelText(/^Audience/), 'g2');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getByLabelText(/^Audience/)).toHaveAccessibleDescription(/No such group\./));

    answer = json(makeEvent({ id: 'e9', title: 'Holiday party' }), 201);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/e9'));
    const posts = calls.filter((call) => call.method === 'POST' && call.path === '/api/events');
    expect(JSON.parse(String(posts[1].init?.body))).toEqual({
      title: 'Holiday party',
      description: '',
      allDay: true,
      startsAt: '2026-12-19',
      endsAt: '2026-12-20',
      location: '',
      groupId: 'g2',
    });
  });

  it('edits a timed event, sending the local times typed as instants', async () => {
    const event = makeEvent({
      allDay: false,
      startsAt: new Date(2026, 11, 12, 11, 0).toISOString(),
      endsAt: new Date(2026, 11, 12, 14, 0).toISOString(),
    });
    const { calls } = signedInAs(staff, {
      'GET /api/groups': () => json([makeGroup()]),
      'GET /api/events/e1': () => json(event),
      'PATCH /api/events/e1': (init) => json({ ...event, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/calendar/e1/edit');
    const end = await screen.findByLabelText(/^End/);
    expect(screen.getByLabelText(/^Start/)).toHaveValue('2026-12-12T11:00');
    await user.clear(end);
    await user.type(end, '2026-12-12T15:30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/e1'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({
      allDay: false,
      startsAt: new Date(2026, 11, 12, 11, 0).toISOString(),
      endsAt: new Date(2026, 11, 12, 15, 30).toISOString(),
    });
  });
});
