import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PROGRAM_KEY, type Father, type FatherInput } from '@/lib/api/program';

export function createFather(input: FatherInput) {
  return api<Father>('/fathers', { method: 'POST', body: input });
}

export function useCreateFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
