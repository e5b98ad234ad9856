import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Incentive, VoidIncentive } from './types';

export interface VoidIncentiveInput {
  id: string;
  body: VoidIncentive;
}

/** Directors only: the line stays in the ledger, struck through, with the reason. */
export function voidIncentive({ id, body }: VoidIncentiveInput) {
  return api<Incentive>(`/incentives/${encodeURIComponent(id)}/void`, { method: 'POST', body });
}

export function useVoidIncentive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidIncentive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
