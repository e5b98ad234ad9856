import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAMS_KEY } from './keys';
import type { NewProgramInput } from './types';

/** A new program (directors); a code another program has → 400 at `code` (programCodeTaken). */
export function createProgram(input: NewProgramInput) {
  return POST('/api/programs', { body: input });
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}
