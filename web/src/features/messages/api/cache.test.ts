import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UNREAD_KEY } from '@/features/announcements';
import { applyLiveMessage, applyRead, threadMessages, upsertMessage, withMessage, type ThreadData } from './cache';
import { CONVERSATIONS_KEY, conversationKey, threadKey } from './keys';
import type { Conversation, Message } from './types';

const ME = 'u9';

function message(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `0190-${String(n).padStart(4, '0')}`,
    conversationId: 'c1',
    senderId: 'admin',
    senderName: 'Ana Admin',
    body: `Message ${n}`,
    sentAt: '2026-11-20T15:00:00Z',
    deleted: false,
    ...overrides,
  };
}

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return { id: 'c1', kind: 'group', groupId: 'g1', title: 'Dads', participants: [], lastMessage: null, unreadCount: 0, ...overrides };
}

function thread(...pages: Message[][]): ThreadData {
  return { pages: pages.map((messages) => ({ messages, older: null })), pageParams: pages.map(() => null) };
}

describe('message caches', () => {
  it('adds a new message in order and replaces a known one by id, in whichever page it is', () => {
    const data = thread([message(5), message(3)], [message(2), message(1)]);
    const added = upsertMessage(upsertMessage(data, message(6)), message(4));
    expect(threadMessages(added).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6].map((n) => message(n).id));
    const removed = upsertMessage(added, message(2, { deleted: true, body: '' }));
    expect(threadMessages(removed).find((m) => m.id === message(2).id)).toMatchObject({ deleted: true, body: '' });
    // Twice the same: still once.
    expect(threadMessages(upsertMessage(removed, message(6)))).toHaveLength(6);
  });

  it('counts a newer message from someone else as unread, never the user’s own or one seen before', () => {
    const start = conversation({ lastMessage: message(2), unreadCount: 1 });
    expect(withMessage(start, message(3), ME)).toMatchObject({ lastMessage: message(3), unreadCount: 2 });
    expect(withMessage(start, message(3, { senderId: ME }), ME).unreadCount).toBe(1);
    expect(withMessage(start, message(2), ME)).toMatchObject({ unreadCount: 1 });
    expect(withMessage(start, message(1), ME)).toBe(start);
    expect(withMessage(start, message(2, { deleted: true, body: '' }), ME).lastMessage).toMatchObject({ deleted: true });
  });

  it('puts a live message into the thread, the list (moved first) and the conversation, and asks for the counts again', async () => {
    const queryClient = new QueryClient();
    const other = conversation({ id: 'c2', lastMessage: message(9, { conversationId: 'c2' }) });
    queryClient.setQueryData(CONVERSATIONS_KEY, [other, conversation({ lastMessage: message(1) })]);
    queryClient.setQueryData(conversationKey('c1'), conversation({ lastMessage: message(1) }));
    queryClient.setQueryData(threadKey('c1'), thread([message(1)]));
    queryClient.setQueryData(UNREAD_KEY, { messages: 0, announcements: 0 });

    applyLiveMessage(queryClient, message(10), ME);
    applyLiveMessage(queryClient, message(10), ME);
    const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY)!;
    expect(list.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(list[0]).toMatchObject({ unreadCount: 1, lastMessage: { id: message(10).id } });
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.unreadCount).toBe(1);
    expect(threadMessages(queryClient.getQueryData(threadKey('c1'))).map((m) => m.id)).toEqual([message(1).id, message(10).id]);
    expect(queryClient.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(true);
  });

  it('asks for the list again when a message is for a conversation it does not have', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CONVERSATIONS_KEY, [conversation()]);
    applyLiveMessage(queryClient, message(3, { conversationId: 'c7' }), ME);
    expect(queryClient.getQueryState(CONVERSATIONS_KEY)?.isInvalidated).toBe(true);
  });

  it('clears the unread count of a conversation read elsewhere, unless something newer came since', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CONVERSATIONS_KEY, [conversation({ lastMessage: message(4), unreadCount: 3 })]);
    applyRead(queryClient, { conversationId: 'c1', upTo: message(4).id });
    expect(queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY)?.[0].unreadCount).toBe(0);
    expect(queryClient.getQueryState(CONVERSATIONS_KEY)?.isInvalidated).toBe(false);

    queryClient.setQueryData(CONVERSATIONS_KEY, [conversation({ lastMessage: message(5), unreadCount: 2 })]);
    applyRead(queryClient, { conversationId: 'c1', upTo: message(4).id });
    expect(queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY)?.[0].unreadCount).toBe(2);
    expect(queryClient.getQueryState(CONVERSATIONS_KEY)?.isInvalidated).toBe(true);
  });
});
