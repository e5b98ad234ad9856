import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarItem } from '@/features/calendar';
import type { Today } from '@/features/dashboard';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';
import type { Home } from '../api/types';

const father = makeUser({ id: 'u9', firstName: 'Carlos', displayName: 'Carlos R' });
const staff = makeUser({ id: 'admin', firstName: 'Ana', isAdmin: true });

/** 6:00 PM to 7:30 PM local on Mar 10, 2026, whatever the machine's time zone. */
const session: CalendarItem = {
  kind: 'session',
  id: 's2',
  title: 'Session 2',
  startsAt: new Date(2026, 2, 10, 18, 0).toISOString(),
  endsAt: new Date(2026, 2, 10, 19, 30).toISOString(),
  allDay: false,
  location: 'Community Center, Room 2',
  groupId: 'g1',
  groupName: 'Monday Dads',
  status: 'scheduled',
  cycleId: 'c1',
};

const QUIET_DAY: Today = { day: '2026-03-10', sessions: [], followUps: { overdue: 0, today: 0, week: 0 }, unreadMessages: 0 };

const HOME: Home = {
  next: session,
  checkedIn: false,
  pinned: {
    id: 'a1',
    title: 'Office closed on Thursday',
    body: 'We are closed for the holiday.\nSee https://example.org/hours',
    groupId: null,
    groupName: null,
    pinned: true,
    authorId: 'u-ana',
    authorName: 'Ana Admin',
    createdAt: '2026-03-02T15:00:00Z',
    updatedAt: '2026-03-02T15:00:00Z',
    unread: false,
  },
  unread: { messages: 2, announcements: 1, texts: 0 },
};

function signedInAs(user: typeof father, home: Home, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/home': () => json(home),
    'GET /api/unread': () => json(home.unread),
    // Staff's day (HomeToday.test.tsx shows it): a quiet one.
    ...(user.isAdmin ? { 'GET /api/users': () => json([user]), 'GET /api/today': () => json(QUIET_DAY) } : {}),
    ...extra,
  });
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('home', () => {
  it('shows a father his next session, the pinned announcement, what is unread and his quick links, from one request', async () => {
    const { calls } = signedInAs(father, HOME);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Carlos!' })).toBeInTheDocument();

    const next = within(await screen.findByRole('region', { name: 'Next up' }));
    expect(await next.findByRole('link', { name: 'Session 2' })).toHaveAttribute('href', '/cycles/c1/sessions/s2');
    expect(next.getByText('Mar 10, 2026 6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(next.getByText('Community Center, Room 2')).toBeInTheDocument();
    expect(next.getByText('Monday Dads')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Open session' })).toHaveAttribute('href', '/cycles/c1/sessions/s2');
    expect(next.getByRole('button', { name: 'Add to calendar: “Session 2”' })).toBeInTheDocument();

    const pinned = within(screen.getByRole('region', { name: 'Pinned announcement' }));
    expect(pinned.getByRole('link', { name: 'Office closed on Thursday' })).toHaveAttribute('href', '/announcement');
    expect(pinned.getByRole('link', { name: 'https://example.org/hours' })).toBeInTheDocument();

    const unread = within(screen.getByRole('list', { name: 'Unread' }));
    expect(unread.getByRole('link', { name: '2 unread messages' })).toHaveAttribute('href', '/messages');
    expect(unread.getByRole('link', { name: '1 unread announcement' })).toHaveAttribute('href', '/announcement');

    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'My progress' })).toHaveAttribute('href', '/fathers/me');
    expect(links.getByRole('link', { name: 'My attendance letter' })).toHaveAttribute('href', '/fathers/me/attendance-letter');
    expect(links.queryByRole('link', { name: 'Funder report' })).not.toBeInTheDocument();

    expect(calls.filter((call) => call.path === '/api/home')).toHaveLength(1);
    expect(calls.some((call) => call.path.startsWith('/api/calendar'))).toBe(false);
  });

  it("asks for home's answer before anything the page does not show, which waits until the page is drawn", async () => {
    const { calls } = signedInAs(staff, HOME, { 'GET /api/follow-ups': () => json([]) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    // The navigation's counts, the user list and the live stream come after the page's own read.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/unread')).toBe(true));
    const paths = calls.map((call) => call.path);
    for (const later of ['/api/unread', '/api/follow-ups', '/api/users']) {
      expect(paths.indexOf(later), later).toBeGreaterThan(paths.indexOf('/api/home'));
    }
    expect(paths.filter((path) => path === '/api/home')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/unread')).toHaveLength(1);
  });

  it('downloads the next item as a calendar file', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let made: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          made = blob;
          return 'blob:ics';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (made) files.push({ name: this.download, blob: made });
    });
    signedInAs(father, HOME);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar: “Session 2”' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('session-2.ics');
    expect(files[0].blob.type).toBe('text/calendar');
    const text = await readText(files[0].blob);
    expect(text).toContain('UID:session-s2@fatherhood-matters');
    expect(text).toContain(`URL:${window.location.origin}/cycles/c1/sessions/s2`);
    expect(text).toContain('LOCATION:Community Center\\, Room 2');
  });

  it('stands its sections and quick links while the answer is on its way, so nothing jumps when it comes', async () => {
    let answer: ((response: Response) => void) | undefined;
    signedInAs(father, HOME, { 'GET /api/home': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/');
    const next = await screen.findByRole('region', { name: 'Next up' });
    expect(next.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Pinned announcement' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    // The page may stand before it has asked; the answer comes once it has.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(HOME));
    expect(await within(next).findByRole('link', { name: 'Session 2' })).toBeInTheDocument();
    expect(next.closest('[aria-busy="true"]')).toBeNull();
  });

  it('says when nothing is scheduled and nothing is pinned', async () => {
    signedInAs(father, { next: null, checkedIn: false, pinned: null, unread: { messages: 0, announcements: 0, texts: 0 } });
    renderApp('/');
    const next = within(await screen.findByRole('region', { name: 'Next up' }));
    expect(await next.findByText('Nothing scheduled.')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'calendar' })).toHaveAttribute('href', '/calendar');
    expect(screen.getByText('No pinned announcement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 unread messages' })).toBeInTheDocument();
  });

  it('gives staff their quick links, the dashboard and the funder report among them, and an event’s page', async () => {
    const event: CalendarItem = { ...session, kind: 'event', id: 'e1', title: 'Family picnic', cycleId: null, groupId: null, groupName: null };
    signedInAs(staff, { ...HOME, next: event });
    renderApp('/');
    const next = within(await screen.findByRole('region', { name: 'Next up' }));
    expect(await next.findByRole('link', { name: 'Family picnic' })).toHaveAttribute('href', '/calendar/e1');
    expect(next.getByRole('link', { name: 'Open event' })).toHaveAttribute('href', '/calendar/e1');
    expect(next.getByText('Everyone')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(links.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report');
  });

  it('speaks Spanish to a Spanish speaker, his session’s day before its month and its times on 24 hours', async () => {
    signedInAs(makeUser({ ...father, preferredLanguage: 'es' }), HOME);
    renderApp('/');
    const next = within(await screen.findByRole('region', { name: 'Lo próximo' }));
    expect(await next.findByRole('button', { name: 'Agregar al calendario: “Session 2”' })).toBeInTheDocument();
    expect(next.getByText('10 mar 2026 18:00 – 19:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 mensajes sin leer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 anuncio sin leer' })).toBeInTheDocument();
  });

  it('makes each quick link a whole card, so a tap anywhere on the card opens it', async () => {
    signedInAs(makeUser({ ...father, preferredLanguage: 'es' }), HOME);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    // Nothing but the links in the grid: each card is its link, not a box around its words.
    const cards = [...nav.children].filter((child) => child.tagName !== 'H2');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.tagName === 'A')).toBe(true);
    const letter = within(nav).getByRole('link', { name: 'Mi carta de asistencia' });
    expect(cards).toContain(letter);
    await user.click(letter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/me/attendance-letter'));
  });
});

describe('home once a father has checked in', () => {
  /** His next session, starting in 10 minutes: check-in is open. */
  function soon(): CalendarItem {
    const start = Date.now() + 10 * 60_000;
    return { ...session, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 90 * 60_000).toISOString() };
  }

  it('tells him he is checked in instead of asking whether he will come, from home’s one answer', async () => {
    const { calls } = signedInAs(makeUser({ ...father, preferredLanguage: 'es' }), { ...HOME, next: soon(), checkedIn: true });
    renderApp('/');
    const next = within(await screen.findByRole('region', { name: 'Lo próximo' }));
    expect(await next.findByText('Tu llegada quedó registrada')).toBeInTheDocument();
    expect(next.queryByText('¿Vas a venir?')).not.toBeInTheDocument();
    expect(next.queryByRole('group', { name: 'Tu respuesta para “Session 2”' })).not.toBeInTheDocument();
    // Nothing else is read to know it: a slow phone waits for one answer, not two.
    expect(calls.some((call) => call.path.startsWith('/api/sessions/'))).toBe(false);
  });

  it('still asks him while he has not checked in', async () => {
    signedInAs(makeUser({ ...father, preferredLanguage: 'es' }), { ...HOME, next: soon(), checkedIn: false });
    renderApp('/');
    const next = within(await screen.findByRole('region', { name: 'Lo próximo' }));
    expect(await next.findByRole('group', { name: 'Tu respuesta para “Session 2”' })).toBeInTheDocument();
    expect(next.getByText('¿Vas a venir?')).toBeInTheDocument();
    expect(next.queryByText('Tu llegada quedó registrada')).not.toBeInTheDocument();
  });
});

