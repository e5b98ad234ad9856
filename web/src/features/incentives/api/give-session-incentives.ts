import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { SessionIncentivesInput } from './types';

export interface GiveSessionIncentivesInput {
  sessionId: string;
  body: SessionIncentivesInput;
}

/** The group's facilitators and directors: one incentive per father, for this session. */
export function giveSessionIncentives({ sessionId, body }: GiveSessionIncentivesInput) {
  return POST('/api/sessions/{id}/incentives', { params: { path: { id: sessionId } }, body });
}

export function useGiveSessionIncentives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveSessionIncentives,
    // Each father's ledger and the report's figures count them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
