import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GET } from '@/lib/api/client';
import type { PhotoPage } from './cache';
import { photosKey } from './keys';
import { SIGNED_URL_REFRESH_MS } from './types';

/** Photos per request: 2,000 photos are ten requests. */
export const PHOTOS_PAGE_SIZE = 200;
/** An <img> refused within this long of the last fetch is not a stale signature: not asked again. */
const REFRESH_GRACE_MS = 30_000;

/** Oldest first; `after` (a photo id) gives the page after it. */
export async function getPhotos(albumId: string, after: string | null): Promise<PhotoPage> {
  const photos = await GET('/api/albums/{id}/photos', { params: { path: { id: albumId }, query: { limit: PHOTOS_PAGE_SIZE, ...(after ? { after } : {}) } } });
  // Kept beside the page: a photo uploaded here is added to the last page and must not move it.
  return { photos, next: photos.length < PHOTOS_PAGE_SIZE ? null : photos[photos.length - 1].id };
}

/**
 * Page after page as the grid scrolls. The URLs in them are signed for 30 to 60 minutes, so
 * all loaded pages are fetched again every 20 minutes (and on coming back to the tab after that).
 */
export function photosQuery(albumId: string) {
  return infiniteQueryOptions({
    queryKey: photosKey(albumId),
    queryFn: ({ pageParam }) => getPhotos(albumId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: SIGNED_URL_REFRESH_MS,
    refetchInterval: SIGNED_URL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The album's photos, and `refreshUrls` for an <img> that was refused (its signature ran out). */
export function useAlbumPhotos(albumId: string) {
  const query = useInfiniteQuery(photosQuery(albumId));
  const { dataUpdatedAt, isFetching, refetch } = query;
  const refreshUrls = useCallback(() => {
    if (isFetching || Date.now() - dataUpdatedAt < REFRESH_GRACE_MS) return;
    void refetch();
  }, [dataUpdatedAt, isFetching, refetch]);
  return { ...query, refreshUrls };
}
