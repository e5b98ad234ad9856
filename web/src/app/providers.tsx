import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { OfflineBanner } from '@/lib/offline/OfflineBanner';
import { Toasts } from '@/lib/toasts';
import { chooseQueryClient, QueryClientChoice } from './query-client-choice';
import { theme } from './theme';
// The theme's CSS variables and the kit's global classes (hiddenFrom, visibleFrom), computed at
// build time rather than by the provider at start-up.
import './theme-variables.css';

/**
 * What every page has. The query client is not here: it comes with the signed-in shell
 * (layouts/SignedInShell), which the sign-in screens never download. A test may choose the
 * client the shell uses.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  chooseQueryClient(queryClient);
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <QueryClientChoice.Provider value={queryClient}>
        <AuthProvider>
          <OfflineBanner />
          {children}
          <Toasts />
        </AuthProvider>
      </QueryClientChoice.Provider>
    </MantineProvider>
  );
}
