import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetNetworkStatusForTests } from '@/lib/offline/network-status';
import { createQueryClient } from '@/lib/query-client';
import { apiError, authAnswer, eventStream, json, makeUser, mockApi, staffOf } from '@/testing/api';
import { makeFather, makeGroup, makeProgram } from '@/testing/program';
import { AppProviders } from './providers';
import { routes } from './router';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const sam = makeFather();
const luis = makeFather({ id: 'f2', firstName: 'Luis', lastName: 'Garcia' });

const BANNER = 'Can’t reach the server — showing what you saw last.';

/** How a server that is away answers (or does not): the browser itself stays online. */
const AWAY: Record<string, () => Response | Promise<Response>> = {
  'no answer': () => Promise.reject(new TypeError('Failed to fetch')),
  '502 from the proxy': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
  '503 while it restarts': () => apiError(503, 'unavailable', 'databaseUnavailable'),
  '504 from the proxy': () => new Response('<html>Gateway Timeout</html>', { status: 504 }),
};

/** The app at /fathers, with a server the test takes away and brings back. */
function fathersPage() {
  const server = {
    away: null as null | (() => Response | Promise<Response>),
    fathers: [sam],
    live: eventStream(),
    /** Goes away as a stopped server does: the live stream drops too. */
    goAway(how: () => Response | Promise<Response>) {
      server.away = how;
      server.live.end();
    },
  };
  const answer = (ok: () => Response) => () => (server.away ? server.away() : ok());
  mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(admin)),
    'GET /api/users': answer(() => json([admin])),
    'GET /api/groups': answer(() => json([makeGroup()])),
    // A director's case-manager filter.
    'GET /api/staff': answer(() => json(staffOf([admin]))),
    // The programs the program filter would offer (one: none offered).
    'GET /api/programs': answer(() => json([makeProgram()])),
    'GET /api/fathers': answer(() => json(server.fathers)),
    'GET /api/unread': answer(() => json({ messages: 0, announcements: 0 })),
    'GET /api/stream': (init) => {
      if (server.away) return server.away();
      server.live = eventStream();
      return server.live.response(init);
    },
  });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/fathers'] })} />
    </AppProviders>,
  );
  return { server, queryClient };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup(); // unmounted before the session resets (see app.test.tsx)
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetNetworkStatusForTests();
});

describe('the server away while the browser is online', () => {
  it.each(Object.keys(AWAY))(
    'keeps what was last read on the page under the banner (%s), and is itself again once the server answers',
    async (how) => {
      const { server, queryClient } = fathersPage();
      const table = within(await screen.findByRole('table', { name: 'Fathers' }));
      expect(await table.findByRole('link', { name: 'Sam Rivera' })).toBeInTheDocument();
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

      // The page is read again (as when it is opened anew) while the server is away.
      server.goAway(AWAY[how]);
      act(() => void queryClient.invalidateQueries());
      expect(await screen.findByText(BANNER)).toBeInTheDocument();
      expect(table.getByRole('link', { name: 'Sam Rivera' })).toBeInTheDocument();
      expect(screen.queryByText('The fathers could not be loaded.')).not.toBeInTheDocument();

      // Back, with a father added meanwhile: the live stream reconnects, and the page is read
      // again by itself.
      server.fathers = [sam, luis];
      server.away = null;
      expect(await table.findByRole('link', { name: 'Luis Garcia' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    },
    20_000,
  );

  it('says so on a page never read before: there is nothing to show instead', async () => {
    const { server } = fathersPage();
    server.away = AWAY['503 while it restarts'];
    expect(await screen.findByText('The fathers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });

  it('still shows a refusal as an error: the server answered', async () => {
    const { server, queryClient } = fathersPage();
    const table = within(await screen.findByRole('table', { name: 'Fathers' }));
    expect(await table.findByRole('link', { name: 'Sam Rivera' })).toBeInTheDocument();
    server.away = () => apiError(500, 'internal', 'internal');
    act(() => void queryClient.invalidateQueries());
    expect(await screen.findByText('The fathers could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
