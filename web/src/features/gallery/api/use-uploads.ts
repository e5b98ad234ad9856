import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { getSnapshot, subscribe } from '@/lib/auth/session';
import { applyUploaded } from './cache';
import { uploadPhoto } from './upload-photo';
import { createUploadQueue, type LocalCheck, type UploadQueue } from './upload-queue';

// One queue for the app (per query client): uploads go on while staff look at other pages,
// and each album's page shows its own files.

const queues = new WeakMap<QueryClient, UploadQueue>();

function queueFor(queryClient: QueryClient): UploadQueue {
  const existing = queues.get(queryClient);
  if (existing) return existing;
  const queue = createUploadQueue({
    send: (item, options) => uploadPhoto(item.albumId, item.file, '', item.tags, options),
    onUploaded: (photo) => applyUploaded(queryClient, photo),
  });
  queues.set(queryClient, queue);
  // Signed out, or someone else signed in: nothing more is sent for the account that chose the files.
  let owner = getSnapshot().session?.user.id ?? null;
  subscribe(() => {
    const current = getSnapshot().session?.user.id ?? null;
    if (current !== owner) queue.clear();
    owner = current;
  });
  // The connection is back: files waiting for their next attempt go now.
  window.addEventListener('online', () => queue.resume());
  return queue;
}

/** The album's uploads (in the order chosen) and what can be done with them. */
export function useUploads(albumId: string) {
  const queue = queueFor(useQueryClient());
  const all = useSyncExternalStore(queue.subscribe, queue.items);
  const items = useMemo(() => all.filter((item) => item.albumId === albumId), [all, albumId]);
  return useMemo(
    () => ({
      items,
      add: (files: File[], check?: LocalCheck, tags?: readonly string[]) => queue.add(albumId, files, check, tags),
      cancel: queue.cancel,
      retry: queue.retry,
      dismiss: queue.dismiss,
    }),
    [items, queue, albumId],
  );
}
