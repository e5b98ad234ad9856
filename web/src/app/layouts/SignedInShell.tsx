import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { atMost } from '@/lib/at-most';
import { restoreSession } from '@/lib/auth/session';
import { PersistedQueries, restoreSavedData } from '@/lib/offline/query-persistence';
import { sharedQueryClient } from '@/lib/query-client';
import { chosenQueryClient, QueryClientChoice } from '../query-client-choice';
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

/** How long the shell's route waits for the session and the saved data before it shows anyway. */
const PREPARE_WAIT_MS = 1500;

/**
 * What the shell's first render needs, asked for by its route before it renders: the person's
 * saved data, restored into the client. Without it the shell draws a loader, then the page, on
 * a slow phone two renders of the whole screen (issue 41). A session slow to answer is not
 * waited for beyond a moment: the shell then restores as it renders.
 */
export function prepareSignedInShell(): Promise<void> {
  const ready = restoreSession()
    .then((session) => (session ? restoreSavedData(chosenQueryClient() ?? sharedQueryClient(), session.user.id) : undefined))
    .catch(() => undefined);
  return atMost(ready, PREPARE_WAIT_MS, undefined);
}
