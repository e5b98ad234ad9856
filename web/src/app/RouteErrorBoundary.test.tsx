import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '@/lib/build-reload';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderFailingRoute(error: Error) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('route error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows status 500, Internal Server Error and a description', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByTestId('error-description')).toHaveTextContent(
      'Something went wrong while showing this page. Please try again.',
    );
  });

  it('does not reload again for a chunk failure within 10 seconds of the last reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  });
});
