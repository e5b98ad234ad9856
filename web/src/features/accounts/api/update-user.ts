import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import type { UserChanges } from './types';
import { getSnapshot, updateUser as updateSessionUser } from '@/lib/auth/session';
import { USERS_KEY } from './get-users';

export interface UpdateUserInput {
  id: string;
  /** Only the fields that changed. */
  changes: UserChanges;
}

export function updateUser({ id, changes }: UpdateUserInput) {
  return PATCH('/api/users/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      // An admin editing his own account sees his new name, language and role at once.
      if (getSnapshot().session?.user.id === user.id) updateSessionUser(user);
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
