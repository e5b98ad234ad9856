import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralEntry, ReferralStatus } from './casework';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import { REFERRALS_KEY } from './keys';

/** A new status is appended to the referral's history by the server. */
export function updateReferralStatus({ id, status }: { id: string; status: ReferralStatus }) {
  return PATCH('/api/referrals/{id}', { params: { path: { id } }, body: { status } });
}

/**
 * The row shows the referral as the server answered at once (with its father's name, which the
 * answer does not carry); then the program's records are read again (the order, the father's page).
 */
export function useUpdateReferralStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralStatus,
    onSuccess: async (referral) => {
      queryClient.setQueriesData<ReferralEntry[]>({ queryKey: REFERRALS_KEY }, (rows) =>
        rows?.map((row) => (row.id === referral.id ? { ...referral, fatherName: row.fatherName } : row)),
      );
      await queryClient.invalidateQueries({ queryKey: PROGRAM_KEY });
    },
  });
}
