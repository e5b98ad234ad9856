import { useQueryClient } from '@tanstack/react-query';
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
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!store) return;
    return onUserItemsCleared((id) => void store.del(savedKey(id)).catch(() => undefined));
  }, [store]);

  useEffect(() => {
    if (!userId || !store) return;
    let stop: (() => void) | undefined;
    let active = true;
    void restoreQueries(queryClient, store, userId).then(() => {
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
      setRestoredFor(null);
    };
  }, [queryClient, store, userId]);

  if (userId && store && restoredFor !== userId) return <PageLoader />;
  return children;
}
