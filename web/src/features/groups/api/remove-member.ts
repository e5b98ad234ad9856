import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

export function removeMember({ groupId, fatherId }: { groupId: string; fatherId: string }) {
  return DELETE('/api/groups/{id}/members/{father_id}', { params: { path: { id: groupId, father_id: fatherId } } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
