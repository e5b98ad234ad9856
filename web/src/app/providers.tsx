import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { OfflineBanner } from '@/lib/offline/OfflineBanner';
import { PersistedQueries } from '@/lib/offline/query-persistence';
import { createQueryClient } from '@/lib/query-client';
import { Toasts } from '@/lib/toasts';
import { theme } from './theme';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <OfflineBanner />
          <PersistedQueries>{children}</PersistedQueries>
          <Toasts />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
