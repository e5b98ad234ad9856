import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY, type NewSessionInput } from '@/lib/api/program';

/** Without a number, the session is numbered after the cycle's last one. */
export function createSession({ cycleId, input }: { cycleId: string; input: NewSessionInput }) {
  return POST('/api/cycles/{id}/sessions', { params: { path: { id: cycleId } }, body: input });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
