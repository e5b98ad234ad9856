import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';
import type { Announcement, NewAnnouncement } from './types';

/** The e-mails (with `email: true`) are sent in the background. */
export function createAnnouncement(input: NewAnnouncement) {
  return api<Announcement>('/announcements', { method: 'POST', body: input });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
