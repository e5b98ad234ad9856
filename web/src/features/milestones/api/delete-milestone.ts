import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

export function deleteMilestone(id: string) {
  return DELETE('/api/milestones/{id}', { params: { path: { id } } });
}

export function useDeleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
