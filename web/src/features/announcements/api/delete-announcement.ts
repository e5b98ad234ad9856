import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';

export function deleteAnnouncement(id: string) {
  return api<void>(`/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
