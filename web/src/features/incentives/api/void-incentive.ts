import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { VoidIncentive } from './types';

export interface VoidIncentiveInput {
  id: string;
  body: VoidIncentive;
}

/** Directors only: the line stays in the ledger, struck through, with the reason. */
export function voidIncentive({ id, body }: VoidIncentiveInput) {
  return POST('/api/incentives/{id}/void', { params: { path: { id } }, body });
}

export function useVoidIncentive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidIncentive,
    // His ledger and the report's figures (both under PROGRAM_KEY).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
