import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { applyPhotos } from './cache';

/** Staff; at most 500 characters (400 with fields.caption beyond). */
export function updateCaption({ id, caption }: { id: string; caption: string }) {
  return PATCH('/api/photos/{id}', { params: { path: { id } }, body: { caption } });
}

export function useUpdateCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaption,
    onSuccess: (photo) => applyPhotos(queryClient, photo.albumId, [photo]),
  });
}
