import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Referral } from './types';

/** Directors only; anyone else gets 403. */
export function deleteReferral(referral: Referral) {
  return api<void>(`/referrals/${encodeURIComponent(referral.id)}`, { method: 'DELETE' });
}

export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
