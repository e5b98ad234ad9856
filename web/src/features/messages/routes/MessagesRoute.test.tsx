import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { formatDate, formatDay, formatTime } from '@/lib/dates';
import { readUserItem } from '@/lib/user-storage';
import { apiError, authAnswer, eventStream, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';
import { resetOutboxForTests } from '../api/send-message';
import type { Conversation, Message } from '../api/types';

const father = makeUser({ id: 'u9', displayName: 'Sam Father' });
const staff = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });

/** Ids sort like the server's UUID v7: in the order the messages were sent. */
function messageId(n: number) {
  return `0190-${String(n).padStart(4, '0')}`;
}

function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: messageId(1),
    conversationId: 'c1',
    senderId: 'admin',
    senderName: 'Ana Admin',
    body: 'Hello',
    sentAt: '2026-11-20T15:00:00Z',
    deleted: false,
    ...overrides,
  };
}

function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    kind: 'group',
    groupId: 'g1',
    title: 'Tuesday Evening Dads',
    participants: [
      { userId: 'u9', displayName: 'Sam Father' },
      { userId: 'admin', displayName: 'Ana Admin' },
    ],
    lastMessage: null,
    unreadCount: 0,
    ...overrides,
  };
}

const THREAD = [
  makeMessage({ id: messageId(3), body: 'Room 4 tonight. Map: https://example.org/room4', sentAt: '2026-11-20T18:05:00Z' }),
  makeMessage({ id: messageId(2), senderId: 'u9', senderName: 'Sam Father', body: '', deleted: true, sentAt: '2026-11-20T18:00:00Z' }),
  makeMessage({ id: messageId(1), body: 'Welcome to the group!', sentAt: '2026-11-19T15:00:00Z' }),
];

const GROUP = makeConversation({ lastMessage: THREAD[0], unreadCount: 2 });
const DIRECT = makeConversation({
  id: 'c2',
  kind: 'direct',
  groupId: null,
  title: 'Ana Admin',
  lastMessage: makeMessage({ id: messageId(0), conversationId: 'c2', senderId: 'u9', senderName: 'Sam Father', body: '', deleted: true }),
});

function body(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

/** The app signed in as `user`, with a group and a direct conversation, and a live stream the test feeds. */
function messagesApi(user: User = father, extra: Record<string, Handler> = {}) {
  const live = eventStream();
  const api = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/stream': (init) => live.response(init),
    'GET /api/conversations': () => json([GROUP, DIRECT]),
    'GET /api/conversations/c1': () => json(GROUP),
    'GET /api/conversations/c2': () => json(DIRECT),
    'GET /api/conversations/c1/messages': () => json(THREAD),
    'GET /api/conversations/c2/messages': () => json([DIRECT.lastMessage]),
    'POST /api/conversations/c1/read': () => new Response(null, { status: 204 }),
    'POST /api/conversations/c2/read': () => new Response(null, { status: 204 }),
    ...extra,
  });
  return { ...api, live };
}

function posts<T extends { method: string; path: string }>(calls: T[], path: string): T[] {
  return calls.filter((call) => call.method === 'POST' && call.path === path);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const mouseScreen = window.matchMedia;

/** A phone: a coarse pointer (the setup's matchMedia matches nothing). */
function touchScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(pointer: coarse)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The page's chunk is loaded once here, so no test waits for its first import.
beforeAll(async () => {
  await import('./MessagesRoute');
}, 30_000);
beforeEach(() => {
  resetSessionForTests();
  resetOutboxForTests();
  localStorage.clear();
});
afterEach(() => {
  window.matchMedia = mouseScreen;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
  resetOutboxForTests();
  localStorage.clear();
});

describe('conversation list', () => {
  it('shows each conversation with its last message, when, and how many are unread; the navigation counts them', async () => {
    messagesApi(father, { 'GET /api/unread': () => json({ messages: 2, announcements: 0 }) });
    renderApp('/messages');
    const list = within(await screen.findByRole('list', { name: 'Conversations' }));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/messages/c1');
    expect(links[0]).toHaveTextContent('Tuesday Evening Dads');
    expect(links[0]).toHaveTextContent('Ana Admin: Room 4 tonight. Map: https://example.org/room4');
    expect(links[0]).toHaveTextContent('2 unread messages');
    expect(links[1]).toHaveTextContent('You: Message removed');
    expect(links[1]).not.toHaveTextContent('unread');
    expect(within(links[0]).getByText(/ago$/)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Messages (2 unread)' })).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeInTheDocument();
  });

  it('moves a conversation to the top with its new message and count when one arrives live', async () => {
    const { live, calls } = messagesApi();
    renderApp('/messages');
    const list = within(await screen.findByRole('list', { name: 'Conversations' }));
    const unreadAsked = calls.filter((call) => call.path === '/api/unread').length;
    act(() =>
      live.send(
        'message',
        makeMessage({ id: messageId(9), conversationId: 'c2', body: 'Can you call me?', sentAt: new Date().toISOString() }),
        messageId(9),
      ),
    );
    await waitFor(() => expect(list.getAllByRole('link')[0]).toHaveTextContent('Ana Admin: Can you call me?'));
    expect(list.getAllByRole('link')[0]).toHaveTextContent('1 unread message');
    // The navigation's count is asked again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/unread').length).toBeGreaterThan(unreadAsked));
  });
});

describe('thread', () => {
  it('shows the messages oldest first with their senders, times, links and removals, and marks them read', async () => {
    const { calls } = messagesApi(father, { 'GET /api/unread': () => json({ messages: 2, announcements: 0 }) });
    renderApp('/messages/c1');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByRole('listitem').filter((item) => !item.hasAttribute('aria-hidden'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Welcome to the group!'),
      expect.stringContaining('Message removed'),
      expect.stringContaining('Room 4 tonight.'),
    ]);
    expect(within(items[0]).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(items[2]).getByRole('link', { name: 'https://example.org/room4' })).toHaveAttribute('target', '_blank');
    expect(within(thread).getByText('Nov 19, 2026')).toBeInTheDocument();
    expect(within(thread).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tuesday Evening Dads' })).toBeInTheDocument();

    await waitFor(() => expect(posts(calls, '/api/conversations/c1/read')).toHaveLength(1));
    expect(body(posts(calls, '/api/conversations/c1/read')[0].init)).toEqual({ upTo: messageId(3) });
    const list = within(screen.getByRole('list', { name: 'Conversations' }));
    await waitFor(() => expect(list.getAllByRole('link')[0]).not.toHaveTextContent('unread'));
  });

  it('tells each message’s day and time without a hover: the time on screen under the day, the whole date read out', async () => {
    messagesApi();
    renderApp('/messages/c1');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByRole('listitem').filter((item) => !item.hasAttribute('aria-hidden'));
    const welcome = items[0].querySelector('time');
    expect(welcome).toHaveAttribute('datetime', '2026-11-19T15:00:00Z');
    expect(welcome).not.toHaveAttribute('title');
    // A screen reader skips the day dividers: the message itself says when.
    expect(within(items[0]).getByText(formatDate('2026-11-19T15:00:00Z'))).toBeInTheDocument();
    expect(within(items[2]).getByText(formatDate('2026-11-20T18:05:00Z'))).toBeInTheDocument();
    // On screen: the day above, the time on the message.
    expect(within(thread).getByText(formatDay('2026-11-20T18:05:00Z'))).toBeVisible();
    expect(within(items[2]).getByText(formatTime('2026-11-20T18:05:00Z'))).toBeVisible();
    expect(thread.querySelector('[title]')).toBeNull();

    // The conversation list says when too, the exact time read out beside "… ago".
    const list = within(screen.getByRole('list', { name: 'Conversations' }));
    const latest = list.getAllByRole('link')[0];
    expect(within(latest).getByText(`(${formatDate('2026-11-20T18:05:00Z')})`)).toBeInTheDocument();
    expect(latest.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T18:05:00Z');
    expect(latest.querySelector('[title]')).toBeNull();
  });

  it('sends with Enter on a computer: shown at once as sending, then once, even when the stream echoes it', async () => {
    const answer = deferred<Response>();
    const sent = makeMessage({ id: messageId(4), senderId: 'u9', senderName: 'Sam Father', body: 'See you there', sentAt: new Date().toISOString() });
    const { calls, live } = messagesApi(father, { 'POST /api/conversations/c1/messages': () => answer.promise });
    const user = userEvent.setup();
    renderApp('/messages/c1');
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByText('Enter sends, Shift+Enter starts a new line.')).toBeInTheDocument();
    await user.type(composer, 'See you there');
    expect(readUserItem(father.id, 'draft:c1')).toBe('See you there');
    await user.keyboard('{Enter}');

    const thread = within(screen.getByRole('list', { name: 'Messages' }));
    expect(thread.getByText('See you there')).toBeInTheDocument();
    expect(thread.getByText('Sending…')).toBeInTheDocument();
    expect(composer).toHaveValue('');
    expect(body(posts(calls, '/api/conversations/c1/messages')[0].init)).toEqual({ body: 'See you there' });

    answer.resolve(json(sent, 201));
    await waitFor(() => expect(thread.queryByText('Sending…')).not.toBeInTheDocument());
    expect(thread.getAllByText('See you there')).toHaveLength(1);
    act(() => live.send('message', sent, sent.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thread.getAllByText('See you there')).toHaveLength(1);
    expect(readUserItem(father.id, 'draft:c1')).toBeNull();
    // The list shows it as the last message.
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')[0]).toHaveTextContent('You: See you there');
  });

  it('makes a new line with Shift+Enter and sends nothing', async () => {
    const { calls } = messagesApi();
    const user = userEvent.setup();
    renderApp('/messages/c1');
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(composer, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(composer).toHaveValue('First line\nsecond line');
    expect(posts(calls, '/api/conversations/c1/messages')).toHaveLength(0);
  });

  it('on a phone, Enter makes a new line and the Send button sends', async () => {
    touchScreen();
    const { calls } = messagesApi(father, {
      'POST /api/conversations/c1/messages': (init) =>
        json(makeMessage({ id: messageId(5), senderId: 'u9', body: String(body(init).body) }), 201),
    });
    const user = userEvent.setup();
    renderApp('/messages/c1');
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText('Enter sends, Shift+Enter starts a new line.')).not.toBeInTheDocument();
    await user.type(composer, 'Running late{Enter}sorry');
    expect(composer).toHaveValue('Running late\nsorry');
    expect(posts(calls, '/api/conversations/c1/messages')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(calls, '/api/conversations/c1/messages')).toHaveLength(1));
    expect(body(posts(calls, '/api/conversations/c1/messages')[0].init)).toEqual({ body: 'Running late\nsorry' });
  });

  it('keeps a message that could not be sent, with Retry, and sends it on retry', async () => {
    let attempts = 0;
    const { calls } = messagesApi(father, {
      'POST /api/conversations/c1/messages': (init) => {
        attempts += 1;
        if (attempts === 1) return apiError(503, 'unavailable', 'databaseUnavailable');
        return json(makeMessage({ id: messageId(6), senderId: 'u9', senderName: 'Sam Father', body: String(body(init).body) }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/messages/c1');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Is the session on?{Enter}');
    const thread = within(screen.getByRole('list', { name: 'Messages' }));
    expect(await thread.findByText('Not sent')).toBeInTheDocument();
    // Why, in words on the message (not in a tooltip a phone cannot show).
    expect(thread.getByText('The database is not available right now. Please try again shortly.')).toBeInTheDocument();
    expect(thread.getByText('Is the session on?')).toBeInTheDocument();
    // Kept on the device: a reload would show it again.
    expect(readUserItem<{ body: string; status: string }[]>(father.id, 'outbox')).toEqual([
      expect.objectContaining({ body: 'Is the session on?', status: 'failed' }),
    ]);

    await user.click(thread.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(thread.queryByText('Not sent')).not.toBeInTheDocument());
    expect(thread.getAllByText('Is the session on?')).toHaveLength(1);
    expect(thread.queryByText('Sending…')).not.toBeInTheDocument();
    expect(posts(calls, '/api/conversations/c1/messages').map((call) => body(call.init))).toEqual([
      { body: 'Is the session on?' },
      { body: 'Is the session on?' },
    ]);
    expect(readUserItem(father.id, 'outbox')).toEqual([]);
  });

  it('keeps the draft of each conversation when leaving it and after a reload', async () => {
    messagesApi();
    const user = userEvent.setup();
    const first = renderApp('/messages/c1');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Half a thought');
    await user.click(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')[1]);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/messages/c2'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await user.click(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')[0]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought'));

    first.unmount();
    resetSessionForTests();
    renderApp('/messages/c1');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('shows the 4000-character limit and refuses a longer message', async () => {
    const { calls } = messagesApi();
    renderApp('/messages/c1');
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 4000')).toBeInTheDocument();
    fireEvent.input(composer, { target: { value: 'x'.repeat(4001) } });
    expect(screen.getByText('4001 / 4000')).toBeInTheDocument();
    expect(screen.getByText('A message can have at most 4000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(composer, { key: 'Enter' });
    expect(posts(calls, '/api/conversations/c1/messages')).toHaveLength(0);
  });

  it('loads older messages when scrolled to the top, keeping the place, and with the button', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => makeMessage({ id: messageId(from - index), body: `Note ${from - index}` }));
    const { calls } = messagesApi(father, {
      'GET /api/conversations/c1/messages': (_init, url) => {
        const before = new URL(url, 'http://localhost').searchParams.get('before');
        return json(before === null ? page(152, 50) : before === messageId(103) ? page(102, 50) : page(52, 3));
      },
    });
    const user = userEvent.setup();
    renderApp('/messages/c1');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const thread = within(list);
    await waitFor(() => expect(thread.getByText('Note 152')).toBeInTheDocument());
    expect(thread.queryByText('Note 102')).not.toBeInTheDocument();

    // jsdom has no layout: the scroller's height is told, 50 messages more are 1000 px more.
    const scroller = list.closest<HTMLElement>('[data-thread-scroller]')!;
    Object.defineProperty(scroller, 'scrollHeight', {
      configurable: true,
      get: () => 1000 * Math.ceil(thread.getAllByText(/^Note \d+$/).length / 50),
    });
    scroller.scrollTop = 30;
    fireEvent.scroll(scroller);
    expect(await thread.findByText('Note 53')).toBeInTheDocument();
    // The message that was at the top is still where the reader saw it.
    await waitFor(() => expect(scroller.scrollTop).toBe(1030));

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await thread.findByText('Note 50')).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/api/conversations/c1/messages').map((call) => call.url);
    expect(asked.map((url) => new URL(url, 'http://localhost').searchParams.get('before'))).toEqual([
      null,
      messageId(103),
      messageId(53),
    ]);
    const texts = thread.getAllByText(/^Note \d+$/).map((node) => node.textContent);
    expect(texts).toHaveLength(103);
    expect(texts[0]).toBe('Note 50');
    expect(texts[texts.length - 1]).toBe('Note 152');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    // A hundred messages are slow to render in jsdom.
  }, 15_000);

  it('deletes one of his own messages after asking; a removal from the stream shows too', async () => {
    const mine = makeMessage({ id: messageId(7), senderId: 'u9', senderName: 'Sam Father', body: 'Wrong thread, sorry' });
    const { calls, live } = messagesApi(father, {
      'GET /api/conversations/c1/messages': () => json([mine, ...THREAD]),
      [`DELETE /api/messages/${messageId(7)}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/messages/c1');
    const thread = within(await screen.findByRole('list', { name: 'Messages' }));
    await thread.findByText('Wrong thread, sorry');
    // Only his own messages can be deleted by a father.
    expect(thread.getAllByRole('button', { name: /^Delete the message/ })).toHaveLength(1);
    await user.click(thread.getByRole('button', { name: /^Delete the message/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete message' }));
    await user.click(dialog.getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(thread.queryByText('Wrong thread, sorry')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    act(() => live.send('message', { ...THREAD[0], body: '', deleted: true }));
    await waitFor(() => expect(thread.queryByText(/Room 4 tonight/)).not.toBeInTheDocument());
    expect(thread.getAllByText('Message removed')).toHaveLength(3);
  });

  it('lets staff delete anyone’s message in a group conversation', async () => {
    messagesApi(staff);
    renderApp('/messages/c1');
    const thread = within(await screen.findByRole('list', { name: 'Messages' }));
    await thread.findByText('Welcome to the group!');
    // Not the one already removed.
    expect(thread.getAllByRole('button', { name: /^Delete the message/ })).toHaveLength(2);
  });

  it('shows a message that arrives live in the open thread once, even when replayed', async () => {
    const { live, calls } = messagesApi();
    renderApp('/messages/c1');
    const thread = within(await screen.findByRole('list', { name: 'Messages' }));
    await thread.findByText('Welcome to the group!');
    await waitFor(() => expect(posts(calls, '/api/conversations/c1/read')).toHaveLength(1));
    const arriving = makeMessage({ id: messageId(8), body: 'Doors open at 5:45', sentAt: new Date().toISOString() });
    act(() => {
      live.send('message', arriving, arriving.id);
      live.send('message', arriving, arriving.id);
    });
    expect(await thread.findByText('Doors open at 5:45')).toBeInTheDocument();
    expect(thread.getAllByText('Doors open at 5:45')).toHaveLength(1);
    // Seen in the open thread: read at once.
    await waitFor(() => expect(posts(calls, '/api/conversations/c1/read')).toHaveLength(2));
    expect(body(posts(calls, '/api/conversations/c1/read')[1].init)).toEqual({ upTo: messageId(8) });
  });

  it('says when the conversation is not his', async () => {
    messagesApi(father, { 'GET /api/conversations/c9': () => apiError(404, 'not-found', 'noSuchConversation') });
    renderApp('/messages/c9');
    expect(await screen.findByText('This conversation does not exist, or you are not part of it.')).toBeInTheDocument();
  });

  it('is in Spanish for a Spanish speaker', async () => {
    messagesApi(makeUser({ ...father, preferredLanguage: 'es' }));
    renderApp('/messages/c1');
    const thread = within(await screen.findByRole('list', { name: 'Mensajes' }));
    expect(await thread.findByText('Mensaje eliminado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva conversación' })).toBeInTheDocument();
  });
});

describe('new conversation', () => {
  it('lets a father pick one of the staff and opens the conversation with him', async () => {
    const opened = makeConversation({ id: 'c3', kind: 'direct', groupId: null, title: 'Rosa Staff' });
    const { calls } = messagesApi(father, {
      'GET /api/contacts': () =>
        json([
          { userId: 'admin', displayName: 'Ana Admin', isStaff: true },
          { userId: 's2', displayName: 'Rosa Staff', isStaff: true },
        ]),
      'POST /api/conversations': () => json(opened, 201),
      'GET /api/conversations/c3': () => json(opened),
      'GET /api/conversations/c3/messages': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New conversation' }));
    expect(dialog.getByText('Write to someone on the program staff.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Search')).not.toBeInTheDocument();
    await user.click(await dialog.findByRole('button', { name: /Rosa Staff/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c3'));
    expect(body(posts(calls, '/api/conversations')[0].init)).toEqual({ userId: 's2' });
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it('lets staff search anyone by name or e-mail', async () => {
    const { calls } = messagesApi(staff, {
      'GET /api/contacts': (_init, url) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
        return json(q === 'rob' ? [{ userId: 'f5', displayName: 'Robert Lee', isStaff: false }] : []);
      },
    });
    const user = userEvent.setup();
    renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New conversation' }));
    await user.type(dialog.getByLabelText('Search'), 'rob');
    expect(await dialog.findByRole('button', { name: /Robert Lee/ })).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === '/api/contacts').map((call) => new URL(call.url, 'http://localhost').searchParams.get('q'));
    // Debounced: not one search per keystroke.
    expect(searches).toEqual([null, 'rob']);
  });
});
