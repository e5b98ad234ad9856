import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** The query client the signed-in shell uses, when a test chooses it; otherwise the page's own. */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);
