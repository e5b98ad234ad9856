import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { threadKey } from './keys';
import type { Message } from './types';

export const PAGE_SIZE = 50;

/** One page of a thread, newest first; `older` is where the next page starts (null: none left). */
export interface ThreadPage {
  messages: Message[];
  older: string | null;
}

/** Newest first; `before` (a message id) gives the page older than it. */
export async function getMessages(conversationId: string, before: string | null): Promise<ThreadPage> {
  const messages = await GET('/api/conversations/{id}/messages', { params: { path: { id: conversationId }, query: { limit: PAGE_SIZE, ...(before ? { before } : {}) } } });
  // Kept beside the page: messages that arrive live go into the newest page and must not move it.
  return { messages, older: messages.length < PAGE_SIZE ? null : messages[messages.length - 1].id };
}

/** Page after page back in time ("Load older"): the next page is older than the oldest shown. */
export function threadQuery(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: threadKey(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.older ?? undefined,
  });
}

export function useThread(conversationId: string) {
  return useInfiniteQuery(threadQuery(conversationId));
}
