import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { applyDeleted } from './cache';
import type { Photo } from './types';

/** Staff; every stored size of it goes too. */
export function deletePhoto(id: string) {
  return DELETE('/api/photos/{id}', { params: { path: { id } } });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Photo) => deletePhoto(photo.id),
    onSuccess: (_answer, photo) => applyDeleted(queryClient, photo.albumId, photo.id),
  });
}
