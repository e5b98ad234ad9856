import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { getSnapshot } from '@/lib/auth/session';
import { onUserItemsCleared } from '@/lib/user-storage';
import { indexedDbStore, keepQueriesSaved, restoreQueries, savedKey } from './saved-queries';

/**
 * Restores the signed-in person's saved data before the pages render, then keeps it saved as
 * it changes. Another person's data is never shown: the copy is kept under his id, the cache
 * in memory is emptied when the person changes, and his copy is deleted when he signs out.
 */
export function PersistedQueries({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.status === 'signed-in' ? auth.user.id : null;
  const [store] = useState(indexedDbStore);
  // Restored ahead (restoreSavedData, from the shell's route at start-up): the first render is the page.
  const [restoredFor, setRestoredFor] = useState<string | null>(() =>
    userId && restored.get(queryClient)?.get(userId)?.done ? userId : null,
  );

  useEffect(() => {
    if (!store) return;
    return onUserItemsCleared((id) => void store.del(savedKey(id)).catch(() => undefined));
  }, [store]);

  useEffect(() => {
    if (!userId || !store) return;
    let stop: (() => void) | undefined;
    let active = true;
    void restoreSavedData(queryClient, userId).then(() => {
      if (!active) return;
      stop = keepQueriesSaved(queryClient, store, userId, {
        stillSignedIn: () => getSnapshot().session?.user.id === userId,
      });
      setRestoredFor(userId);
    });
    return () => {
      active = false;
      stop?.();
      queryClient.clear();
      // Whoever signs in next (the same person again too) starts from his saved copy.
      restored.get(queryClient)?.delete(userId);
      setRestoredFor(null);
    };
  }, [queryClient, store, userId]);

  if (userId && store && restoredFor !== userId) return <PageLoader />;
  return children;
}

/** Each client's restores, by person: done once, whoever asks first (start-up or the shell). */
const restored = new WeakMap<QueryClient, Map<string, { promise: Promise<void>; done: boolean }>>();

/**
 * Puts this person's saved data into the client, once. Start-up asks for it beside the shell's
 * code, so that the shell's first render already has it instead of drawing a loader first.
 */
export function restoreSavedData(client: QueryClient, userId: string): Promise<void> {
  const store = indexedDbStore();
  if (!store) return Promise.resolve();
  let byUser = restored.get(client);
  if (!byUser) restored.set(client, (byUser = new Map()));
  let entry = byUser.get(userId);
  if (!entry) {
    const started = { promise: Promise.resolve(), done: false };
    started.promise = restoreQueries(client, store, userId).then(
      () => void (started.done = true),
      () => void (started.done = true),
    );
    byUser.set(userId, (entry = started));
  }
  return entry.promise;
}
