import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/**
 * Deletes a record made by mistake: directors only (403 for other staff). A father with history
 * (attendance, contacts, referrals, consents or incentives) is refused with 409: he is exited instead.
 */
export function deleteFather(id: string) {
  return DELETE('/api/fathers/{id}', { params: { path: { id } } });
}

export function useDeleteFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
