import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** Closes a contact's follow-up (staff with the father in scope). */
export function markFollowUpDone(contactId: string) {
  return POST('/api/contacts/{id}/follow-up-done', { params: { path: { id: contactId } } });
}

export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowUpDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
