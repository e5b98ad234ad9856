import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { albumKey } from './keys';
import { SIGNED_URL_REFRESH_MS } from './types';

/** 404 for an album that is not there or not for the viewer's groups. */
export function getAlbum(id: string) {
  return GET('/api/albums/{id}', { params: { path: { id } } });
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
