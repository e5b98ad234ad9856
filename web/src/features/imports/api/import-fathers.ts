import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { Import, ImportUpload } from './types';
import { importForm } from './upload';

/** Imports every row in one go; a row with errors → 400 (importHasErrors) and nothing written. */
export async function importFathers(upload: ImportUpload): Promise<Import> {
  const answer = await POST('/api/imports/fathers', {
    params: { query: upload.programId ? { programId: upload.programId } : {} },
    body: { file: upload.file, mapping: JSON.stringify(upload.mapping) },
    bodySerializer: () => importForm(upload),
  });
  // The document gives one path both answers: an import's is the 201, the import.
  return answer as Import;
}

export function useImportFathers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFathers,
    // New and changed fathers, the programs' counts and the recent imports.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
