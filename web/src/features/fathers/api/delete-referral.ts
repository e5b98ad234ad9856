import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Referral } from './types';

/** Directors only; anyone else gets 403. */
export function deleteReferral(referral: Referral) {
  return DELETE('/api/referrals/{id}', { params: { path: { id: referral.id } } });
}

export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
