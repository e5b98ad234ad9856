import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { ANNOUNCEMENTS_KEY } from './keys';
import type { NewAnnouncement } from './types';

/** The e-mails (with `email: true`) are sent in the background. */
export function createAnnouncement(input: NewAnnouncement) {
  return POST('/api/announcements', { body: input });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}
