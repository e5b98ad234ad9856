import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUT } from '@/lib/api/client';
import { applyPhotos } from './cache';

/**
 * Staff: the fathers pictured, all of them (the list replaces the photo's tags; empty untags
 * everyone). The answer says whether fathers still see it (`consentMissing`).
 */
export function setPhotoTags({ id, tags }: { id: string; tags: string[] }) {
  return PUT('/api/photos/{id}/tags', { params: { path: { id } }, body: tags });
}

export function useSetPhotoTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPhotoTags,
    onSuccess: (photo) => applyPhotos(queryClient, photo.albumId, [photo]),
  });
}
