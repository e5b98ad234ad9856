import { RouterProvider } from 'react-router';
import { BuildWatcher } from './BuildWatcher';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

/** The app around its router, which main.tsx makes at start-up (app/router). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <BuildWatcher />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
