import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type SessionInput } from '@/lib/api/program';

/**
 * Changes a session's details or its status. A status change must follow the transition rule
 * (scheduled → completed | cancelled, cancelled → scheduled); the server refuses others with 409.
 */
export function updateSession({ id, changes }: { id: string; changes: SessionInput }) {
  return PATCH('/api/sessions/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
