import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';
import { Toasts } from '@/lib/toasts';

/** The whole app at `path`, as a browser would open it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** One component with the app's theme, a query client and the toasts, without the session. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const utils = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}
