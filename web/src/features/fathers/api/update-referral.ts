import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Referral, ReferralChanges } from './types';

export interface UpdateReferralInput {
  id: string;
  changes: ReferralChanges;
}

/** A status change is appended to its history by the server. */
export function updateReferral({ id, changes }: UpdateReferralInput) {
  return api<Referral>(`/referrals/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
