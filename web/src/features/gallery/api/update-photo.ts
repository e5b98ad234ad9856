import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { applyPhotos } from './cache';
import type { Photo } from './types';

/** Staff; at most 500 characters (400 with fields.caption beyond). */
export function updateCaption({ id, caption }: { id: string; caption: string }) {
  return api<Photo>(`/photos/${encodeURIComponent(id)}`, { method: 'PATCH', body: { caption } });
}

export function useUpdateCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaption,
    onSuccess: (photo) => applyPhotos(queryClient, photo.albumId, [photo]),
  });
}
