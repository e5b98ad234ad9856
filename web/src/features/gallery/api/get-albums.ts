import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { ALBUM_LIST_KEY } from './keys';
import { SIGNED_URL_REFRESH_MS } from './types';

export const ALBUMS_PAGE_SIZE = 50;

/** Newest first; a father gets those for everyone and for his groups. */
export function getAlbums(offset: number) {
  return GET('/api/albums', { params: { query: { limit: ALBUMS_PAGE_SIZE, offset } } });
}

/** Page after page ("Load more"); a short page is the last. Covers are signed: refreshed in time. */
export const albumsQuery = infiniteQueryOptions({
  queryKey: ALBUM_LIST_KEY,
  queryFn: ({ pageParam }) => getAlbums(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => (last.length < ALBUMS_PAGE_SIZE ? undefined : pages.length * ALBUMS_PAGE_SIZE),
  staleTime: SIGNED_URL_REFRESH_MS,
  refetchInterval: SIGNED_URL_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export function useAlbums() {
  return useInfiniteQuery(albumsQuery);
}
