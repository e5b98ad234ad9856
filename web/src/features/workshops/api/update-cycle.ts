import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type CycleInput } from '@/lib/api/program';

export function updateCycle({ id, changes }: { id: string; changes: Omit<CycleInput, 'schedule'> }) {
  return PATCH('/api/cycles/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
