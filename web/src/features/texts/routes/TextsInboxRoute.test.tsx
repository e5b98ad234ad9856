import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, eventStream, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeInboxRow, makeReply, makeText } from '@/testing/texts';
import type { InboxRow } from '../api/types';
import { inboxOrder } from '../utils/inbox-order';

const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

/** Three fathers, as the server might answer (its order need not be the one shown). */
const rows: InboxRow[] = [
  makeInboxRow({
    fatherId: 'f1',
    fatherName: 'Sam Rivera',
    unread: 0,
    last: makeText({ id: '0190-t009', fatherId: 'f1', body: 'See you Tuesday', createdAt: '2026-03-02T18:00:00.000Z' }),
  }),
  makeInboxRow({
    fatherId: 'f2',
    fatherName: 'Omar Diaz',
    unread: 2,
    last: makeReply({ id: '0190-t005', fatherId: 'f2', body: 'Can I bring my son?', createdAt: '2026-03-02T15:00:00.000Z' }),
  }),
  makeInboxRow({
    fatherId: 'f3',
    fatherName: 'Marcus Hill',
    unread: 1,
    last: makeReply({ id: '0190-t007', fatherId: 'f3', body: 'Running late\ntoday', createdAt: '2026-03-02T17:00:00.000Z' }),
  }),
];

function inboxApi(inbox: () => InboxRow[], extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(luis)),
    'GET /api/texts/inbox': () => json(inbox()),
    // The navigation's count is the server's, over the same rows.
    'GET /api/unread': () =>
      json({ messages: 0, announcements: 0, texts: inbox().reduce((sum, row) => sum + row.unread, 0) }),
    ...extra,
  });
}

// The page's chunk is loaded once here, so a test does not wait for its first import.
beforeAll(async () => {
  await import('./index');
}, 30_000);
beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the texts inbox', () => {
  it('lists one row per father, unread first and then the latest, each opening his texts', async () => {
    inboxApi(() => rows);
    renderApp('/texts');
    expect(await screen.findByRole('heading', { name: 'Texts', level: 1 })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Fathers' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fathers/f3#texts', '/fathers/f2#texts', '/fathers/f1#texts']);
    expect(links[0]).toHaveTextContent('Marcus Hill');
    // One line of his text, and how many are unread (read out in words).
    expect(links[0]).toHaveTextContent('Running late today');
    expect(within(links[0]).getByText('1 unread text')).toBeInTheDocument();
    expect(within(links[1]).getByText('2 unread texts')).toBeInTheDocument();
    // The program's last text says who wrote it.
    expect(links[2]).toHaveTextContent('Luis Staff: See you Tuesday');
    expect(within(links[2]).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('counts the unread texts on the navigation, for staff', async () => {
    inboxApi(() => rows);
    renderApp('/texts');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Texts (3 unread)' })).toHaveAttribute('href', '/texts');
    // Next to Messages.
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf(names.find((name) => name?.startsWith('Texts'))!)).toBe(names.indexOf('Messages') + 1);
  });

  it('shows a father’s reply live: the inbox is read again when the stream says a text came', async () => {
    const live = eventStream();
    let inbox = rows;
    const { calls } = inboxApi(() => inbox, { 'GET /api/stream': (init) => live.response(init) });
    renderApp('/texts');
    const list = within(await screen.findByRole('list', { name: 'Fathers' }));
    expect(list.getAllByRole('link')[2]).toHaveTextContent('Sam Rivera');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(1));

    const reply = makeReply({ id: '0190-t010', fatherId: 'f1', body: 'Ahí estaré', createdAt: '2026-03-02T19:00:00.000Z' });
    inbox = [{ ...rows[0], unread: 1, last: reply }, rows[1], rows[2]];
    act(() => live.send('text', reply));
    await waitFor(() => expect(list.getAllByRole('link')[0]).toHaveTextContent('Sam Rivera'));
    expect(list.getAllByRole('link')[0]).toHaveTextContent('Ahí estaré');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Texts (4 unread)' })).toBeInTheDocument();
  });

  it('says when no father has texts yet, and speaks Spanish', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer({ ...luis, preferredLanguage: 'es' })),
      'GET /api/texts/inbox': () => json([]),
    });
    renderApp('/texts');
    expect(await screen.findByRole('heading', { name: 'Mensajes de texto', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay mensajes de texto. Escríbele a un padre desde su página.')).toBeInTheDocument();
  });

  it('opens his page at his texts', async () => {
    inboxApi(() => rows, {
      'GET /api/staff': () => json(staffOf([luis])),
      'GET /api/fathers/f3': () => json(makeFather({ id: 'f3', firstName: 'Marcus', lastName: 'Hill' })),
      'GET /api/fathers/f3/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/fathers/f3/texts': () => json([rows[2].last]),
      'POST /api/fathers/f3/texts/read': () => new Response(null, { status: 204 }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/groups': () => json([]),
      'GET /api/fathers/f3/activity': () => json([]),
      'GET /api/fathers/f3/contacts': () => json([]),
      'GET /api/fathers/f3/referrals': () => json([]),
      'GET /api/fathers/f3/consents': () => json([]),
      'GET /api/fathers/f3/incentives': () => json([]),
    });
    // jsdom lays nothing out and has no scrolling: what the page asks to scroll to is recorded.
    const scrolled = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    const { router } = renderApp('/texts');
    const list = within(await screen.findByRole('list', { name: 'Fathers' }));
    await userEvent.setup().click(list.getAllByRole('link')[0]);
    const section = await screen.findByRole('region', { name: 'Texts' });
    expect(router.state.location.hash).toBe('#texts');
    expect(section).toHaveAttribute('id', 'texts');
    expect(await within(section).findByText(/Running late/)).toBeInTheDocument();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(section));
  });

  it('is not in a father’s navigation, and a father never asks for it', async () => {
    const sam = makeUser({ id: 'u-sam' });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(sam)),
      'GET /api/announcements': () => json([]),
    });
    renderApp('/announcement');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /^Texts/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/texts/inbox')).toBe(false);
  });
});

describe('the order of the inbox', () => {
  it('is the server’s: unread first, then the latest text first', () => {
    expect(inboxOrder(rows).map((row) => row.fatherId)).toEqual(['f3', 'f2', 'f1']);
    const read = rows.map((row) => ({ ...row, unread: 0 }));
    expect(inboxOrder(read).map((row) => row.fatherId)).toEqual(['f1', 'f3', 'f2']);
  });
});
