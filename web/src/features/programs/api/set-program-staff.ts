import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUT } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { ProgramStaffInput } from './types';

/** Who works in a program, and as what (directors): the whole list, replacing the last. */
export function setProgramStaff({ id, staff }: { id: string; staff: ProgramStaffInput[] }) {
  return PUT('/api/programs/{id}/staff', { params: { path: { id } }, body: staff });
}

export function useSetProgramStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProgramStaff,
    // Who may see which fathers and groups changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
