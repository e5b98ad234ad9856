import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { threadKey } from './keys';
import type { Text } from './types';

export const PAGE_SIZE = 50;

/** One page of his texts, newest first; `older` is where the next page starts (null: none left). */
export interface TextPage {
  texts: Text[];
  older: string | null;
}

/** Newest first; `before` (a text id) gives the page older than it. */
export async function getTexts(fatherId: string, before: string | null): Promise<TextPage> {
  const texts = await GET('/api/fathers/{id}/texts', { params: { path: { id: fatherId }, query: { limit: PAGE_SIZE, ...(before ? { before } : {}) } } });
  return { texts, older: texts.length < PAGE_SIZE ? null : texts[texts.length - 1].id };
}

/** Page after page back in time ("Load older texts"): the next page is older than the oldest shown. */
export function textsQuery(fatherId: string) {
  return infiniteQueryOptions({
    queryKey: threadKey(fatherId),
    queryFn: ({ pageParam }) => getTexts(fatherId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.older ?? undefined,
  });
}

export function useTexts(fatherId: string) {
  return useInfiniteQuery(textsQuery(fatherId));
}

/** Every text of the pages read, oldest first (as a phone shows a conversation), each once. */
export function oldestFirst(pages: readonly TextPage[] | undefined): Text[] {
  const byId = new Map<string, Text>();
  for (const page of pages ?? []) for (const text of page.texts) if (!byId.has(text.id)) byId.set(text.id, text);
  // UUID v7 ids: their order is the order they were written in.
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
