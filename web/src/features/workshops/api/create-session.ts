import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Session, type SessionInput } from '@/lib/api/program';

/** Without a number, the session is numbered after the cycle's last one. */
export function createSession({ cycleId, input }: { cycleId: string; input: SessionInput }) {
  return api<Session>(`/cycles/${encodeURIComponent(cycleId)}/sessions`, { method: 'POST', body: input });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
