import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROGRAM_KEY } from '@/lib/api/program';
import { checkIn } from '@/features/rsvp';

/** Checking in marks his attendance: his progress and the session's roster are read anew. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
