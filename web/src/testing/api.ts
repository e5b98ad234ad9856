import { vi } from 'vitest';
import type { AuthAnswer, StaffMember, User } from '@/lib/api/types';
import { SERVER_MESSAGES_EN, type ServerMessageKey } from '@/lib/i18n/server-messages.gen';

export type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A sentence of the server's catalogue: its key, with its values when it names any. */
export type Sentence = ServerMessageKey | [key: ServerMessageKey, params: Record<string, string>];

function said(sentence: Sentence) {
  const [key, params = {}] = typeof sentence === 'string' ? [sentence] : sentence;
  const message = SERVER_MESSAGES_EN[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  return { key, params, message };
}

/**
 * An error answer's body as the server sends it to an English reader: the sentence's key, its
 * values and its message, and for invalid input each field's message, key and (when it names
 * any) values.
 */
export function errorBody(code: string, sentence: Sentence, fields?: Record<string, Sentence>) {
  const error: Record<string, unknown> = { code, ...said(sentence) };
  if (fields) {
    const each = Object.entries(fields).map(([name, field]) => [name, said(field)] as const);
    error.fields = Object.fromEntries(each.map(([name, { message }]) => [name, message]));
    error.fieldKeys = Object.fromEntries(each.map(([name, { key }]) => [name, key]));
    const withValues = each.filter(([, { params }]) => Object.keys(params).length > 0);
    if (withValues.length > 0) error.fieldParams = Object.fromEntries(withValues.map(([name, { params }]) => [name, params]));
  }
  return { error };
}

/** An error answer as the server sends it (`errorBody`), with its status. */
export function apiError(status: number, code: string, sentence: Sentence, fields?: Record<string, Sentence>) {
  return json(errorBody(code, sentence, fields), status);
}

/**
 * A live stream (GET /api/stream) that the test feeds: `send` writes one event as the server
 * would, `end` closes it as a server ending the stream does. Aborting the request errors it.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  return {
    response(init?: RequestInit) {
      init?.signal?.addEventListener('abort', () => {
        if (!open) return;
        open = false;
        controller.error(new DOMException('The stream was closed.', 'AbortError'));
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    send(event: string, data: unknown, id?: string) {
      write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** Raw text, e.g. a keep-alive comment or an event split across chunks. */
    write,
    end() {
      if (!open) return;
      open = false;
      controller.close();
    },
  };
}

/**
 * What every signed-in page asks for (the navigation's unread counts, staff's overdue follow-ups
 * and texts inbox, the live stream), unless a test says otherwise.
 */
export const LAYOUT_HANDLERS: Record<string, Handler> = {
  'GET /api/unread': () => json({ messages: 0, announcements: 0, texts: 0 }),
  // Staff only: none overdue, and no father's text unread.
  'GET /api/follow-ups': () => json([]),
  'GET /api/texts/inbox': () => json([]),
  // Open and quiet for as long as the page lives.
  'GET /api/stream': (init) => eventStream().response(init),
};

/** The calls a page made itself, without those of the layout around it. */
export function pageCalls<T extends { method: string; path: string }>(calls: T[]): T[] {
  return calls.filter((call) => !(`${call.method} ${call.path}` in LAYOUT_HANDLERS));
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path"; any other request fails the test, as
 * an unhandled request is a bug in the test or the code. The layout's own calls are answered
 * by LAYOUT_HANDLERS unless `handlers` answers them.
 */
export function mockApi(ownHandlers: Record<string, Handler>) {
  const handlers = { ...LAYOUT_HANDLERS, ...ownHandlers };
  const calls: { method: string; path: string; url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, url, init });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unhandled request in test: ${method} ${path}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A father's account unless `isAdmin`; an admin is a director unless `staffRole` says otherwise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    staffRole: overrides.isAdmin ? 'director' : null,
    id: 'u1',
    email: 'sam@example.com',
    displayName: 'Sam Father',
    firstName: 'Sam',
    lastName: 'Father',
    preferredLanguage: 'en',
    isAdmin: false,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    lastSignInAt: null,
    reminders: { push: true, email: false, sms: true },
    ...overrides,
  };
}

/** `GET /api/staff`'s answer: the staff accounts among `users`, by name and role, as the server orders them. */
export function staffOf(users: User[]): StaffMember[] {
  return users
    .filter((user) => user.isAdmin)
    .map(({ id, displayName, staffRole }) => ({ id, displayName, staffRole: staffRole ?? 'director' }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id));
}

export function authAnswer(user: User = makeUser(), inMs = 15 * 60_000): AuthAnswer {
  return { user, accessToken: `token-${Math.random()}`, expiresAt: new Date(Date.now() + inMs).toISOString() };
}
