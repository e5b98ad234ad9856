import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewReferralInput, Referral } from './types';

export interface CreateReferralInput {
  fatherId: string;
  referral: NewReferralInput;
}

export function createReferral({ fatherId, referral }: CreateReferralInput) {
  return api<Referral>(`/fathers/${encodeURIComponent(fatherId)}/referrals`, { method: 'POST', body: referral });
}

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
