import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY, type Father } from '@/lib/api/program';

/**
 * Invites him to the app: his account made from his record (e-mail, names, language), linked to
 * it, and the welcome e-mailed in his language. 201 with the record, `userId` set; 400 (on
 * `fields.email`) when the record has no e-mail; 409 when he or his e-mail already has an account.
 */
export function inviteFather(father: Pick<Father, 'id'>) {
  return POST('/api/fathers/{id}/invite', { params: { path: { id: father.id } } });
}

/** His record is read again (now with his account), and the accounts lists with it. */
export function useInviteFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
