import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import type { UserInput } from './types';
import { USERS_KEY } from './get-users';

/** The server generates the password and e-mails the new user a link to choose one. */
export function createUser(input: UserInput) {
  return POST('/api/users', { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
