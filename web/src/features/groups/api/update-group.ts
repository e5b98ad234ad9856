import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Group, type GroupInput } from '@/lib/api/program';

export function updateGroup({ id, changes }: { id: string; changes: GroupInput }) {
  return api<Group>(`/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
