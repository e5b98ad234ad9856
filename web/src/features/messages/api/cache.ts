import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { UNREAD_KEY } from '@/features/announcements';
import type { ThreadPage } from './get-messages';
import { CONVERSATIONS_KEY, conversationKey, threadKey } from './keys';
import type { Conversation, Message, ReadUpTo } from './types';

// How a message reaches the caches, whichever way it came: the sender's own POST, the live
// stream, or the stream's replay after a reconnection. The same message can come twice (the
// POST and its echo on the stream; a replay), so everything here goes by id: a known id is
// replaced (a removal), an unknown one is added.

export type ThreadData = InfiniteData<ThreadPage, string | null>;

/** The thread's pages with `message` in them: replaced by id, or added to the newest page in order. */
export function upsertMessage(data: ThreadData, message: Message): ThreadData {
  for (let at = 0; at < data.pages.length; at += 1) {
    const index = data.pages[at].messages.findIndex((item) => item.id === message.id);
    if (index >= 0) {
      const messages = data.pages[at].messages.slice();
      messages[index] = message;
      const pages = data.pages.slice();
      pages[at] = { ...data.pages[at], messages };
      return { ...data, pages };
    }
  }
  if (data.pages.length === 0) return data;
  const first = data.pages[0];
  // Newest first: before the first message older than this one.
  const position = first.messages.findIndex((item) => item.id < message.id);
  const messages = first.messages.slice();
  messages.splice(position < 0 ? messages.length : position, 0, message);
  return { ...data, pages: [{ ...first, messages }, ...data.pages.slice(1)] };
}

/** Every message of the loaded pages once, oldest first. */
export function threadMessages(data: { pages: ThreadPage[] } | undefined): Message[] {
  const byId = new Map<string, Message>();
  for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A conversation after `message`: a newer one becomes its last (and unread unless it is the user's own). */
export function withMessage(conversation: Conversation, message: Message, me: string): Conversation {
  const last = conversation.lastMessage;
  if (last && last.id === message.id) return { ...conversation, lastMessage: message };
  if (last && last.id > message.id) return conversation;
  const unread = message.senderId !== me && !message.deleted;
  return { ...conversation, lastMessage: message, unreadCount: conversation.unreadCount + (unread ? 1 : 0) };
}

function isNewFor(conversation: Conversation, message: Message) {
  return !conversation.lastMessage || conversation.lastMessage.id < message.id;
}

/** Puts a message into the thread, the list (moved to the top when new) and the conversation. */
export function applyMessage(queryClient: QueryClient, message: Message, me: string) {
  const id = message.conversationId;
  queryClient.setQueryData<ThreadData>(threadKey(id), (data) => (data ? upsertMessage(data, message) : data));
  const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY);
  if (list) {
    const index = list.findIndex((conversation) => conversation.id === id);
    if (index < 0) {
      // A conversation the list does not have yet (opened by someone else).
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    } else {
      const current = list[index];
      const updated = withMessage(current, message, me);
      if (updated !== current) {
        const rest = list.filter((_, at) => at !== index);
        queryClient.setQueryData<Conversation[]>(
          CONVERSATIONS_KEY,
          isNewFor(current, message) ? [updated, ...rest] : list.map((item, at) => (at === index ? updated : item)),
        );
      }
    }
  }
  queryClient.setQueryData<Conversation>(conversationKey(id), (conversation) =>
    conversation ? withMessage(conversation, message, me) : conversation,
  );
}

/** A `message` event of the live stream: a new message, or a removal (deleted, same id). */
export function applyLiveMessage(queryClient: QueryClient, message: Message, me: string) {
  applyMessage(queryClient, message, me);
  // A removed message may have been unread: the server's counts say.
  if (message.deleted) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  if (message.senderId !== me) void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
}

function readUpTo(conversation: Conversation, upTo: string): Conversation | null {
  if (conversation.unreadCount === 0) return conversation;
  // Something newer than what was read stays unread: the server knows how much.
  if (!conversation.lastMessage || conversation.lastMessage.id > upTo) return null;
  return { ...conversation, unreadCount: 0 };
}

/** The user read a conversation up to a message: here, in another tab or on another device. */
export function applyRead(queryClient: QueryClient, { conversationId, upTo }: ReadUpTo) {
  let stale = false;
  const list = queryClient.getQueryData<Conversation[]>(CONVERSATIONS_KEY);
  if (list) {
    const next = list.map((conversation) => {
      if (conversation.id !== conversationId) return conversation;
      const read = readUpTo(conversation, upTo);
      if (!read) stale = true;
      return read ?? conversation;
    });
    queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, next);
  }
  const single = queryClient.getQueryData<Conversation>(conversationKey(conversationId));
  if (single) {
    const read = readUpTo(single, upTo);
    if (read) queryClient.setQueryData<Conversation>(conversationKey(conversationId), read);
    else stale = true;
  }
  if (stale) {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
  }
  void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
}
