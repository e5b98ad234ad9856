import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type MilestoneInput } from '@/lib/api/program';

/** A milestone stays with its father: `fatherId` cannot change. */
export function updateMilestone({ id, changes }: { id: string; changes: Omit<MilestoneInput, 'fatherId'> }) {
  return PATCH('/api/milestones/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
