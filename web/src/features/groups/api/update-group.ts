import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type GroupInput } from '@/lib/api/program';

export function updateGroup({ id, changes }: { id: string; changes: GroupInput }) {
  return PATCH('/api/groups/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
