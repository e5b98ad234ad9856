import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { USERS_KEY } from './get-users';
import type { CleanupResult } from './types';

/** Ids that are not candidates (any more) are left alone by the server. */
export function cleanupUsers(userIds: string[]) {
  return api<CleanupResult>('/admin/cleanup', { method: 'POST', body: { userIds } });
}

export function useCleanupUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
