import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY, type NewMember } from '@/lib/api/program';

export type AddMemberInput = NewMember & { groupId: string };

/** Answers the group with its new member list. */
export function addMember({ groupId, fatherId, joinedAt }: AddMemberInput) {
  return POST('/api/groups/{id}/members', { params: { path: { id: groupId } }, body: joinedAt ? { fatherId, joinedAt } : { fatherId } });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
