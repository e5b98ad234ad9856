import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Cycle, type CycleInput } from '@/lib/api/program';

export function updateCycle({ id, changes }: { id: string; changes: Omit<CycleInput, 'schedule'> }) {
  return api<Cycle>(`/cycles/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
