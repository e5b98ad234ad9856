import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { CaseContact } from './types';

/** Its author or a director; anyone else gets 403. */
export function deleteContact(contact: CaseContact) {
  return api<void>(`/contacts/${encodeURIComponent(contact.id)}`, { method: 'DELETE' });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
