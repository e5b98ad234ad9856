import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewContactInput } from './types';

export interface CreateContactInput {
  fatherId: string;
  contact: NewContactInput;
}

export function createContact({ fatherId, contact }: CreateContactInput) {
  return POST('/api/fathers/{id}/contacts', { params: { path: { id: fatherId } }, body: contact });
}

/** A contact moves the log, his `unreachable` flag, the follow-ups and the at-risk list: the whole program is read again. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
