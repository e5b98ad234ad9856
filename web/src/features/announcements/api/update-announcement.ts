import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';
import type { AnnouncementInput } from './types';

export function updateAnnouncement({ id, changes }: { id: string; changes: AnnouncementInput }) {
  return PATCH('/api/announcements/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
