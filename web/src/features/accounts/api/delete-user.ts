import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { USERS_KEY } from './get-users';

export function deleteUser(id: string) {
  return DELETE('/api/users/{id}', { params: { path: { id } } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
