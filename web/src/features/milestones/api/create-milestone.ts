import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Milestone, type MilestoneInput } from '@/lib/api/program';

export function createMilestone(input: MilestoneInput) {
  return api<Milestone>('/milestones', { method: 'POST', body: input });
}

export function useCreateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
