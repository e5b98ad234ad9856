import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';

export const PAGE_SIZE = 20;

/** Pinned first, then newest; a father gets those for everyone and for his groups. */
export function getAnnouncements(offset: number) {
  return GET('/api/announcements', { params: { query: { limit: PAGE_SIZE, offset } } });
}

/** Page after page ("Load more"); a short page is the last. */
export const announcementsQuery = infiniteQueryOptions({
  queryKey: [...ANNOUNCEMENTS_KEY, 'list'],
  queryFn: ({ pageParam }) => getAnnouncements(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => (last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
});

export function useAnnouncements() {
  return useInfiniteQuery(announcementsQuery);
}
