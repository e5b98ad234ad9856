import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY, type NewFatherInput } from '@/lib/api/program';

export function createFather(input: NewFatherInput) {
  return POST('/api/fathers', { body: input });
}

export function useCreateFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
