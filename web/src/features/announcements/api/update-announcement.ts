import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';
import type { Announcement, AnnouncementInput } from './types';

export function updateAnnouncement({ id, changes }: { id: string; changes: AnnouncementInput }) {
  return api<Announcement>(`/announcements/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
