import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { CaseContact } from './types';

/** Its author or a director; anyone else gets 403. */
export function deleteContact(contact: CaseContact) {
  return DELETE('/api/contacts/{id}', { params: { path: { id: contact.id } } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
