import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';
import { USERS_KEY, usersQuery } from './get-users';

/**
 * Once a director is signed in, the user list is loaded, and it is loaded again whenever the
 * current user changes (docs/PRODUCT.md, "Accounts"). Another account (or none) drops what the
 * previous one saw; the same account changed (its updatedAt moved) reloads it.
 */
export function useUserListLoader() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  // Staff who are not directors are refused the list (403).
  const isAdmin = isDirector(user);
  const version = user?.updatedAt;
  // Null until the first run: a page load's cache holds no other account's reads.
  const seen = useRef<{ userId?: string; version?: string } | null>(null);

  useEffect(() => {
    const previous = seen.current;
    seen.current = { userId, version };
    if (!isAdmin) {
      if (previous?.userId) queryClient.removeQueries({ queryKey: USERS_KEY });
    } else if (previous === null) {
      // Joins the page's own read of the list if it has started: removing it would cancel it
      // and leave the page waiting on a query no longer in the cache.
      void queryClient.prefetchQuery(usersQuery());
    } else if (previous.userId !== userId) {
      queryClient.removeQueries({ queryKey: USERS_KEY });
      void queryClient.prefetchQuery(usersQuery());
    } else if (previous.version !== version) {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    }
  }, [queryClient, userId, isAdmin, version]);
}
