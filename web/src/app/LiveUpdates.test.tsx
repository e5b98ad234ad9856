import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS_KEY } from '@/features/announcements/api/keys';
import { CONVERSATIONS_KEY } from '@/features/messages/api/keys';
import { INBOX_KEY, threadKey } from '@/features/texts/api/keys';
import type { Conversation } from '@/features/messages/api/types';
import { CONSENTS_KEY } from '@/features/consents';
import { fatherQuery } from '@/features/fathers';
import { attendanceKey } from '@/lib/api/program';
import { sessionRsvpsKey } from '@/features/rsvp';
import { TODAY_KEY } from '@/features/dashboard';
import { UNREAD_KEY } from '@/features/announcements';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, eventStream, json, makeUser, mockApi } from '@/testing/api';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeInboxRow, makeReply, makeText } from '@/testing/texts';
import { applyLiveEvent } from './LiveUpdates';

const father = makeUser({ id: 'u9' });

// The page's chunk is loaded once here, so the test does not wait for its first import.
beforeAll(async () => {
  await import('@/features/announcements/routes');
}, 30_000);
beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup(); // unmounted before the session resets (see app.test.tsx)
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('live updates', () => {
  it('opens one stream when signed in; an announcement refreshes the list and the count', async () => {
    const live = eventStream();
    let unread = 0;
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(father)),
      'GET /api/stream': (init) => live.response(init),
      'GET /api/announcements': () => json([]),
      'GET /api/unread': () => json({ messages: 0, announcements: unread }),
    });
    renderApp('/announcement');
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(1));
    const listed = calls.filter((call) => call.path === '/api/announcements').length;
    unread = 1;
    act(() => live.send('announcement', { id: 'a1', title: 'Picnic' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/announcements').length).toBeGreaterThan(listed));
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Announcements (1 unread)' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(1);
  });

  it('takes a read on another device into the conversation list, and ignores what it cannot read', () => {
    const queryClient = new QueryClient();
    const lastMessage = {
      id: '0190-0004',
      conversationId: 'c1',
      senderId: 'admin',
      senderName: 'Ana',
      body: 'Hi',
      sentAt: '2026-11-20T15:00:00Z',
      deleted: false,
    };
    const conversation: Conversation = {
      id: 'c1',
      kind: 'direct',
      groupId: null,
      title: 'Ana',
      participants: [],
      lastMessage,
      unreadCount: 2,
    };
    queryClient.setQueryData(CONVERSATIONS_KEY, [conversation]);
    queryClient.setQueryData(ANNOUNCEMENTS_KEY, []);
    queryClient.setQueryData(UNREAD_KEY, { messages: 2, announcements: 0 });
    applyLiveEvent(queryClient, { type: 'message', data: '{not json' }, father.id);
    applyLiveEvent(queryClient, { type: 'ping', data: '{}' }, father.id);
    expect(queryClient.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(false);

    applyLiveEvent(queryClient, { type: 'read', data: JSON.stringify({ conversationId: 'c1', upTo: '0190-0004' }) }, father.id);
    expect(queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY)?.[0].unreadCount).toBe(0);
    expect(queryClient.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ANNOUNCEMENTS_KEY)?.isInvalidated).toBe(false);
  });

  it('says which new messages from others it showed live, so the server does not push them too', () => {
    const queryClient = new QueryClient();
    const add = vi.fn();
    const receipts = { add, cancel: vi.fn() };
    const message = (id: string, senderId: string | null, deleted = false) =>
      JSON.stringify({ id, conversationId: 'c1', senderId, senderName: 'Sam R.', body: deleted ? '' : 'Hi', sentAt: '2026-11-20T15:00:00Z', deleted });
    applyLiveEvent(queryClient, { type: 'message', id: 'm1', data: message('m1', null) }, father.id, receipts);
    applyLiveEvent(queryClient, { type: 'message', id: 'm2', data: message('m2', father.id) }, father.id, receipts);
    applyLiveEvent(queryClient, { type: 'message', data: message('m3', 'admin', true) }, father.id, receipts);
    expect(add.mock.calls).toEqual([['m1']]);
  });

  it('reads a session’s roster again when a father checks in to it, and only that session’s, and staff’s day', () => {
    const queryClient = new QueryClient();
    for (const key of [attendanceKey('s1'), attendanceKey('s2'), sessionRsvpsKey('s1')]) queryClient.setQueryData(key, []);
    queryClient.setQueryData([...TODAY_KEY, 'staff1'], {});
    const checkIn = { sessionId: 's1', fatherId: 'f1', status: 'present', method: 'check-in' };
    applyLiveEvent(queryClient, { type: 'attendance', data: JSON.stringify(checkIn) }, 'staff1');
    expect(queryClient.getQueryState(attendanceKey('s1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionRsvpsKey('s1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(attendanceKey('s2'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState([...TODAY_KEY, 'staff1'])?.isInvalidated).toBe(true);
  });
});

describe('a text from the live stream', () => {
  const rows = [makeInboxRow()];

  it('goes into his thread, and his thread and the inbox are read again', () => {
    const queryClient = new QueryClient();
    const queued = makeText({ id: '0190-t009', fatherId: 'f1', status: 'queued' });
    queryClient.setQueryData(threadKey('f1'), { pages: [{ texts: [queued], older: null }], pageParams: [null] });
    queryClient.setQueryData(threadKey('f2'), { pages: [{ texts: [], older: null }], pageParams: [null] });
    queryClient.setQueryData(INBOX_KEY, rows);
    queryClient.setQueryData(fatherQuery('f1').queryKey, makeFather());

    applyLiveEvent(queryClient, { type: 'text', data: JSON.stringify({ ...queued, status: 'delivered' }) }, 'st1');
    const thread = queryClient.getQueryData<{ pages: { texts: { status: string }[] }[] }>(threadKey('f1'));
    expect(thread?.pages[0].texts.map((text) => text.status)).toEqual(['delivered']);
    expect(queryClient.getQueryState(threadKey('f1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(INBOX_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(threadKey('f2'))?.isInvalidated).toBe(false);
    // A status of a text he was sent does not change his consents.
    expect(queryClient.getQueryState(fatherQuery('f1').queryKey)?.isInvalidated).toBe(false);
  });

  it('from him (a STOP, a START) reads his record and consents again too; what it cannot read is ignored', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fatherQuery('f1').queryKey, makeFather());
    queryClient.setQueryData([...CONSENTS_KEY, 'f1'], []);
    queryClient.setQueryData(INBOX_KEY, rows);
    applyLiveEvent(queryClient, { type: 'text', data: '{"id": 3}' }, 'st1');
    expect(queryClient.getQueryState(INBOX_KEY)?.isInvalidated).toBe(false);

    applyLiveEvent(queryClient, { type: 'text', data: JSON.stringify(makeReply({ body: 'STOP' })) }, 'st1');
    expect(queryClient.getQueryState(fatherQuery('f1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...CONSENTS_KEY, 'f1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(INBOX_KEY)?.isInvalidated).toBe(true);
  });
});
