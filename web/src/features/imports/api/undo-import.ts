import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** Deletes what an import created and restores what it changed, but for records written since (409 once undone). */
export function undoImport(id: string) {
  return POST('/api/imports/{id}/undo', { params: { path: { id } } });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
