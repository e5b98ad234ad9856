import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type FatherInput } from '@/lib/api/program';
import { USERS_KEY } from './get-users';

export interface LinkAccountInput {
  fatherId: string;
  userId: string;
}

/** Links the account to the father's record (directors): he signs in to his own record from then on. */
export function linkAccount({ fatherId, userId }: LinkAccountInput) {
  const changes: FatherInput = { userId };
  return PATCH('/api/fathers/{id}', { params: { path: { id: fatherId } }, body: changes });
}

/** The accounts waiting (and every list of accounts) are read again, and the record with its account. */
export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
      ]),
  });
}
