import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Cycle, type CycleInput } from '@/lib/api/program';

/** With a schedule, the server generates the cycle's sessions in the same step. */
export function createCycle(input: CycleInput) {
  return api<Cycle>('/cycles', { method: 'POST', body: input });
}

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
