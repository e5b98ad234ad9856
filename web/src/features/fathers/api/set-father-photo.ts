import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUT } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import { withinRetryBudget } from '@/lib/api/retry-budget';

/**
 * The server's limit on a photo's size (services/fathers MAX_PHOTO_BYTES), checked here first: the
 * document does not state it, so it is written here too.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export interface SetFatherPhotoInput {
  id: string;
  /** JPEG, PNG, WebP or GIF; the server scales it and stores it as JPEG. */
  file: File;
}

/**
 * The file itself is the body (not JSON); its name goes along for the stored key. Setting a
 * photo is idempotent, so a dropped connection is tried again within the storage retry time.
 */
export function setFatherPhoto({ id, file }: SetFatherPhotoInput) {
  return withinRetryBudget(() =>
    PUT('/api/fathers/{id}/photo', {
      params: { path: { id }, query: { filename: file.name } },
      body: file,
      bodySerializer: (body) => body,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  );
}

/** Staff may set any father's photo, a father his own. */
export function useSetFatherPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFatherPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
