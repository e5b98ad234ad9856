import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { ALBUMS_KEY, albumKey } from './keys';
import type { AlbumInput } from './types';

/** Any subset of the fields; null clears a link. `coverPhotoId` must be one of the album's photos. */
export function updateAlbum({ id, changes }: { id: string; changes: AlbumInput }) {
  return PATCH('/api/albums/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlbum,
    onSuccess: (album) => {
      queryClient.setQueryData(albumKey(album.id), album);
      return queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
}
