import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** The record goes with its attendance and milestones. */
export function deleteFather(id: string) {
  return api<void>(`/fathers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
