import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { ProgramInput } from './types';

/** Renames, recodes, makes confidential, archives or brings back a program (directors). */
export function updateProgram({ id, changes }: { id: string; changes: ProgramInput }) {
  return PATCH('/api/programs/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    // Its name shows on fathers' enrolments and its being archived on every program select.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
