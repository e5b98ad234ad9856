import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { ALBUM_LIST_KEY, albumKey, photosKey } from './keys';

/** The album goes with its photos. */
export function deleteAlbum(id: string) {
  return DELETE('/api/albums/{id}', { params: { path: { id } } });
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: (_answer, id) => {
      // Not refetched: the page that showed it is being left.
      queryClient.removeQueries({ queryKey: albumKey(id) });
      queryClient.removeQueries({ queryKey: photosKey(id) });
      return queryClient.invalidateQueries({ queryKey: ALBUM_LIST_KEY });
    },
  });
}
