import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { ContactChanges } from './types';

export interface UpdateContactInput {
  id: string;
  changes: ContactChanges;
}

/** Its author or a director; anyone else gets 403. */
export function updateContact({ id, changes }: UpdateContactInput) {
  return PATCH('/api/contacts/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
