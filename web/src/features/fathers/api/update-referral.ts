import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { ReferralChanges } from './types';

export interface UpdateReferralInput {
  id: string;
  changes: ReferralChanges;
}

/** A status change is appended to its history by the server. */
export function updateReferral({ id, changes }: UpdateReferralInput) {
  return PATCH('/api/referrals/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
