import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { USERS_KEY } from './get-users';

/** Ids that are not candidates (any more) are left alone by the server. */
export function cleanupUsers(userIds: string[]) {
  return POST('/api/admin/cleanup', { body: { userIds } });
}

export function useCleanupUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
