import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** Refused (409) while the group has workshop cycles or photo albums. */
export function deleteGroup(id: string) {
  return DELETE('/api/groups/{id}', { params: { path: { id } } });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
