import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** The query client the signed-in shell uses, when a test chooses it; otherwise the page's own. */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);

let chosen: QueryClient | undefined;

/** Route loaders have no React context: a test's choice is kept here too (app/providers). */
export function chooseQueryClient(client: QueryClient | undefined) {
  chosen = client;
}

export function chosenQueryClient(): QueryClient | undefined {
  return chosen;
}
