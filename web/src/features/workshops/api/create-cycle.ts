import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY, type NewCycleInput } from '@/lib/api/program';

/** With a schedule, the server generates the cycle's sessions in the same step. */
export function createCycle(input: NewCycleInput) {
  return POST('/api/cycles', { body: input });
}

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
