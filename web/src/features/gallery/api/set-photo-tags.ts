import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { applyPhotos } from './cache';
import type { Photo } from './types';

/**
 * Staff: the fathers pictured, all of them (the list replaces the photo's tags; empty untags
 * everyone). The answer says whether fathers still see it (`consentMissing`).
 */
export function setPhotoTags({ id, tags }: { id: string; tags: string[] }) {
  return api<Photo>(`/photos/${encodeURIComponent(id)}/tags`, { method: 'PUT', body: tags });
}

export function useSetPhotoTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPhotoTags,
    onSuccess: (photo) => applyPhotos(queryClient, photo.albumId, [photo]),
  });
}
