import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewReferralInput } from './types';

export interface CreateReferralInput {
  fatherId: string;
  referral: NewReferralInput;
}

export function createReferral({ fatherId, referral }: CreateReferralInput) {
  return POST('/api/fathers/{id}/referrals', { params: { path: { id: fatherId } }, body: referral });
}

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
