import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

/** The page's side of the service worker: messages come in, answers go back through the port. */
function serviceWorkerContainer() {
  const container = Object.assign(new EventTarget(), { startMessages: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    container,
    /** Posts like the worker does; resolves whether the page answered. */
    post(data: unknown) {
      const port = { postMessage: vi.fn() };
      const event = new Event('message');
      Object.assign(event, { data, ports: [port] });
      act(() => void container.dispatchEvent(event));
      return port.postMessage;
    },
  };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup(); // unmounted before the session resets (see app.test.tsx)
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetSessionForTests();
});

describe('push while the app is visible', () => {
  it('shows an information toast with the title, or “New Message” when there is none, and tells the worker', async () => {
    const worker = serviceWorkerContainer();
    mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(makeUser())) });
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(worker.container.startMessages).toHaveBeenCalled());

    const answered = worker.post({ type: 'push', title: 'Ana · Tuesday group', body: 'Room 4 tonight', url: '/messages/g1' });
    expect(await screen.findByText('Ana · Tuesday group')).toBeInTheDocument();
    expect(answered).toHaveBeenCalledWith({ handled: true });

    worker.post({ type: 'push', title: '', body: 'Something new', url: '/announcement' });
    expect(await screen.findByText('New Message')).toBeInTheDocument();
    // Someone else's message on the channel is not the app's.
    expect(worker.post({ hello: 'world' })).not.toHaveBeenCalled();
  });

  it('says “Nuevo mensaje” to a Spanish speaker', async () => {
    const worker = serviceWorkerContainer();
    mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(makeUser({ preferredLanguage: 'es' }))) });
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(worker.container.startMessages).toHaveBeenCalled());
    worker.post({ type: 'push', url: '/messages' });
    expect(await screen.findByText('Nuevo mensaje')).toBeInTheDocument();
  });

  it('opens the address of a clicked notification in the app', async () => {
    const worker = serviceWorkerContainer();
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser())),
      'GET /api/announcements': () => json([]),
    });
    const { router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(worker.container.startMessages).toHaveBeenCalled());
    const answered = worker.post({ type: 'navigate', url: `${window.location.origin}/announcement` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement'));
    expect(answered).toHaveBeenCalledWith({ handled: true });
    // Never another site.
    expect(worker.post({ type: 'navigate', url: 'https://elsewhere.example/' })).not.toHaveBeenCalled();
  });
});
