import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { ALBUMS_KEY, albumKey } from './keys';
import type { AlbumInput } from './types';

/** Staff; 400 with fields for a missing title or an unknown group. */
export function createAlbum(input: AlbumInput & { title: string }) {
  return POST('/api/albums', { body: input });
}

export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: (album) => {
      queryClient.setQueryData(albumKey(album.id), album);
      return queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
}
