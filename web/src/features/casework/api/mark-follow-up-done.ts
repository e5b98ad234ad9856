import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FOLLOW_UPS_KEY, type FollowUp } from './casework';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** Marks a contact's follow-up done: the contact comes back with `followUpDoneAt`. */
export function markFollowUpDone(contactId: string) {
  return POST('/api/contacts/{id}/follow-up-done', { params: { path: { id: contactId } } });
}

/**
 * The follow-up leaves every list of open follow-ups at once (the navigation's overdue count
 * with them); then the program's records are read again (the father's contact log, the lists).
 */
export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowUpDone,
    onSuccess: async (_contact, contactId) => {
      queryClient.setQueriesData<FollowUp[]>({ queryKey: FOLLOW_UPS_KEY }, (rows) => rows?.filter((row) => row.id !== contactId));
      await queryClient.invalidateQueries({ queryKey: PROGRAM_KEY });
    },
  });
}
