import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const father = makeUser({ id: 'u1', firstName: 'Sam' });
const session = makeSession({ id: 's1', cycleId: 'c1', title: 'Session 3 — Communication', number: 3 });

function checkInApi(answer: Handler, user = father, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'POST /api/check-in': answer,
    'GET /api/sessions/s1': () => json(session),
    ...extra,
  });
}

function sentCodes(calls: { method: string; path: string; init?: RequestInit }[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/api/check-in').map((call) => JSON.parse(String(call.init?.body)) as unknown);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('checking in', () => {
  it('checks in at once from the QR code’s link and says so, with the session', async () => {
    const { calls } = checkInApi(() => json({ sessionId: 's1', status: 'present' }));
    renderApp('/check-in?code=123456');
    expect(await screen.findByRole('heading', { name: 'You’re checked in' })).toBeInTheDocument();
    expect(await screen.findByText('Session: Session 3 — Communication')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the session' })).toHaveAttribute('href', '/cycles/c1/sessions/s1');
    expect(sentCodes(calls)).toEqual([{ code: '123456' }]);
  });

  it('says when he is marked late', async () => {
    checkInApi(() => json({ sessionId: 's1', status: 'late' }));
    renderApp('/check-in?code=123456');
    expect(await screen.findByRole('heading', { name: 'You’re checked in — marked late' })).toBeInTheDocument();
    expect(screen.getByText(/more than 10 minutes after the start/)).toBeInTheDocument();
  });

  it('shows why a wrong code was refused, and lets him type it again', async () => {
    const { calls } = checkInApi(() => apiError(400, 'invalid-argument', 'checkInCodeInvalid'));
    renderApp('/check-in?code=999999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You are not checked in')).toBeInTheDocument();
    expect(within(alert).getByText('That code is not valid or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Check-in code/)).toHaveValue('999999');
    expect(sentCodes(calls)).toHaveLength(1);
  });

  it('shows the server’s reason when he is not in the session’s group, or tried too often', async () => {
    let answer = apiError(404, 'not-found', 'noSuchSession');
    checkInApi(() => answer);
    const user = userEvent.setup();
    renderApp('/check-in?code=123456');
    expect(await screen.findByText('No such session.')).toBeInTheDocument();
    answer = apiError(429, 'resource-exhausted', 'tooManyAttempts');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
  });

  it('checks in with a typed code, and asks for six digits first', async () => {
    const { calls } = checkInApi(() => json({ sessionId: 's1', status: 'present' }));
    const user = userEvent.setup();
    renderApp('/check-in');
    const input = await screen.findByLabelText(/^Check-in code/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Type the 6 digits of the code.')).toBeInTheDocument();
    expect(sentCodes(calls)).toEqual([]);

    await user.clear(input);
    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('heading', { name: 'You’re checked in' })).toBeInTheDocument();
    expect(sentCodes(calls)).toEqual([{ code: '123456' }]);
  });

  it('signs in first when signed out, then comes back and checks in', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => apiError(401, 'unauthenticated', 'sessionEnded'),
      'GET /api/config': () => json({ registration: 'open' }),
      'POST /api/auth/signin': () => json(authAnswer(father)),
      'POST /api/check-in': () => json({ sessionId: 's1', status: 'present' }),
      'GET /api/sessions/s1': () => json(session),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/check-in?code=123456');
    await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'right-password');
    expect(sentCodes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'You’re checked in' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/check-in?code=123456');
    expect(sentCodes(calls)).toEqual([{ code: '123456' }]);
  });

  it('is reachable from a father’s navigation', async () => {
    checkInApi(() => json({ sessionId: 's1', status: 'present' }), father, {
      'GET /api/home': () => json({ next: null, checkedIn: false, pinned: null, unread: { messages: 0, announcements: 0 } }),
    });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Check in' })).toHaveAttribute('href', '/check-in');
  });

  it('speaks Spanish', async () => {
    checkInApi(() => json({ sessionId: 's1', status: 'late' }), makeUser({ preferredLanguage: 'es' }));
    renderApp('/check-in?code=123456');
    expect(await screen.findByRole('heading', { name: 'Tu llegada quedó registrada — con retraso' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Abrir la sesión' })).toBeInTheDocument());
  });

  it('tells a Spanish reader the server’s reason in Spanish', async () => {
    checkInApi(() => apiError(400, 'invalid-argument', 'checkInCodeInvalid'), makeUser({ preferredLanguage: 'es' }));
    renderApp('/check-in?code=999999');
    expect(await screen.findByText('Ese código no es válido o ya venció.')).toBeInTheDocument();
    expect(screen.getByText('Tu llegada no quedó registrada')).toBeInTheDocument();
  });

  describe('a father whose account is not linked to his record yet', () => {
    const NOT_LINKED =
      'Your account is not linked to your record in the program yet. Show this to the staff: they will link it, then scan the code again.';

    it('is told to show the staff, who will link it, and to scan again', async () => {
      checkInApi(() => apiError(403, 'permission-denied', 'checkInNotLinked'));
      renderApp('/check-in?code=123456');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('You are not checked in')).toBeInTheDocument();
      expect(within(alert).getByText(NOT_LINKED)).toBeInTheDocument();
    });

    it('is told so in Spanish', async () => {
      checkInApi(() => apiError(403, 'permission-denied', 'checkInNotLinked'), makeUser({ preferredLanguage: 'es' }));
      renderApp('/check-in?code=123456');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Tu llegada no quedó registrada')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'Tu cuenta todavía no está vinculada a tu expediente en el programa. Muéstrale esto al personal: la vincularán, y después escanea el código otra vez.',
        ),
      ).toBeInTheDocument();
    });
  });
});
