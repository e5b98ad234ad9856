import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BuildWatcher } from './BuildWatcher';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <BuildWatcher />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
