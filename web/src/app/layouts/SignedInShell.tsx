import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { PersistedQueries } from '@/lib/offline/query-persistence';
import { sharedQueryClient } from '@/lib/query-client';
import { QueryClientChoice } from '../query-client-choice';
import { DefaultLayout } from './DefaultLayout';

/**
 * The signed-in pages with what only they need: the query client and the data kept on the
 * device (restored before the pages render). One chunk with the shell, loaded after sign-in.
 */
export function SignedInShell() {
  const chosen = useContext(QueryClientChoice);
  return (
    <QueryClientProvider client={chosen ?? sharedQueryClient()}>
      <PersistedQueries>
        <DefaultLayout />
      </PersistedQueries>
    </QueryClientProvider>
  );
}
