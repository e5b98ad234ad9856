import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { applyDeleted } from './cache';
import type { Photo } from './types';

/** Staff; every stored size of it goes too. */
export function deletePhoto(id: string) {
  return api<void>(`/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Photo) => deletePhoto(photo.id),
    onSuccess: (_answer, photo) => applyDeleted(queryClient, photo.albumId, photo.id),
  });
}
