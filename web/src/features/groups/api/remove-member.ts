import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

export function removeMember({ groupId, fatherId }: { groupId: string; fatherId: string }) {
  return api<void>(`/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(fatherId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
