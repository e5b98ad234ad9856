import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { createQueryClient } from '@/lib/query-client';
import { Toasts } from '@/lib/toasts';
import { LiveUpdates } from './LiveUpdates';
import { PushSubscriptionSaver } from './PushSubscriptionSaver';
import { theme } from './theme';
import { UserListLoader } from './UserListLoader';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <UserListLoader />
          <LiveUpdates />
          <PushSubscriptionSaver />
          {children}
          <Toasts />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
