import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewIncentive } from './types';

export interface GiveIncentiveInput {
  fatherId: string;
  incentive: NewIncentive;
}

/** 409 when the same reward was given him already, unless `allowDuplicate`. */
export function giveIncentive({ fatherId, incentive }: GiveIncentiveInput) {
  return POST('/api/fathers/{id}/incentives', { params: { path: { id: fatherId } }, body: incentive });
}

export function useGiveIncentive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveIncentive,
    // His ledger and the report's figures count it too (both under PROGRAM_KEY).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
