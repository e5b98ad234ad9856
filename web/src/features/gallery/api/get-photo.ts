import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { photoKey } from './keys';
import { SIGNED_URL_REFRESH_MS } from './types';

/** 404 for a photo that is gone or in an album not for the viewer. */
export function getPhoto(id: string) {
  return GET('/api/photos/{id}', { params: { path: { id } } });
}

export function photoQuery(id: string) {
  return queryOptions({ queryKey: photoKey(id), queryFn: () => getPhoto(id), staleTime: SIGNED_URL_REFRESH_MS });
}

/** One photo on its own: a shared link to a photo the loaded pages do not hold yet. */
export function usePhoto(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...photoQuery(id), enabled });
}
