import { useMutation } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import type { ImportPreview, ImportUpload } from './types';
import { importForm } from './upload';

/** A dry run: what every row of the file would do; nothing is written (a director, or the program's manager). */
export async function previewImport(upload: ImportUpload): Promise<ImportPreview> {
  const answer = await POST('/api/imports/fathers', {
    params: { query: { dryRun: true, ...(upload.programId ? { programId: upload.programId } : {}) } },
    body: { file: upload.file, mapping: JSON.stringify(upload.mapping) },
    // The browser sets the multipart type and its boundary.
    bodySerializer: () => importForm(upload),
  });
  // The document gives one path both answers: a dry run's is the 200, the preview.
  return answer as ImportPreview;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
