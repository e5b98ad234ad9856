import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { albumKey } from './keys';
import { SIGNED_URL_REFRESH_MS, type Album } from './types';

/** 404 for an album that is not there or not for the viewer's groups. */
export function getAlbum(id: string) {
  return api<Album>(`/albums/${encodeURIComponent(id)}`);
}

export function albumQuery(id: string) {
  return queryOptions({
    queryKey: albumKey(id),
    queryFn: () => getAlbum(id),
    staleTime: SIGNED_URL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useAlbum(id: string) {
  return useQuery(albumQuery(id));
}
