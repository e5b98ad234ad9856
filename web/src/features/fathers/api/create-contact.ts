import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { CaseContact, NewContactInput } from './types';

export interface CreateContactInput {
  fatherId: string;
  contact: NewContactInput;
}

export function createContact({ fatherId, contact }: CreateContactInput) {
  return api<CaseContact>(`/fathers/${encodeURIComponent(fatherId)}/contacts`, { method: 'POST', body: contact });
}

/** A contact moves the log, his `unreachable` flag, the follow-ups and the at-risk list: the whole program is read again. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
