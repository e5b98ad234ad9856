import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Group } from '@/lib/api/program';

export interface AddMemberInput {
  groupId: string;
  fatherId: string;
  /** RFC 3339; sessions before it neither count for nor against him. Default: now. */
  joinedAt?: string;
}

/** Answers the group with its new member list. */
export function addMember({ groupId, fatherId, joinedAt }: AddMemberInput) {
  return api<Group>(`/groups/${encodeURIComponent(groupId)}/members`, {
    method: 'POST',
    body: joinedAt ? { fatherId, joinedAt } : { fatherId },
  });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
