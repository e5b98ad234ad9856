import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { CaseContact } from './types';

/** Closes a contact's follow-up (staff with the father in scope). */
export function markFollowUpDone(contactId: string) {
  return api<CaseContact>(`/contacts/${encodeURIComponent(contactId)}/follow-up-done`, { method: 'POST' });
}

export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowUpDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
