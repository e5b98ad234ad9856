import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** The cycle goes with its sessions and their attendance. */
export function deleteCycle(id: string) {
  return DELETE('/api/cycles/{id}', { params: { path: { id } } });
}

export function useDeleteCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
