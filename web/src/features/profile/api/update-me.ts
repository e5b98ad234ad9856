import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { updateUser } from '@/lib/auth/session';
import { ME_KEY } from './get-me';
import type { ProfileInput } from './types';

/** The session takes the saved profile, so the greeting, the menu and the language follow at once. */
export async function updateMe(input: ProfileInput) {
  const user = await PATCH('/api/me', { body: input });
  updateUser(user);
  return user;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    // The answer is the saved profile: no need to ask again.
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}
