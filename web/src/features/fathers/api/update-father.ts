import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY, type FatherInput } from '@/lib/api/program';

export interface UpdateFatherInput {
  id: string;
  /** Staff may send any field; a father only his contact fields. */
  changes: FatherInput;
}

export function updateFather({ id, changes }: UpdateFatherInput) {
  return PATCH('/api/fathers/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFather,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
