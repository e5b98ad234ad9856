import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RsvpLinkAnswer } from '@/features/rsvp';
import { resetSessionForTests } from '@/lib/auth/session';
import { formatDayDate } from '@/lib/dates';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';

const signedOut = { 'POST /api/auth/refresh': () => apiError(401, 'unauthenticated', 'sessionEnded') };
const answer: RsvpLinkAnswer = {
  answer: 'yes',
  item: { kind: 'session', id: 's3', title: 'Session 3 — Communication', startsAt: '2026-03-04T23:00:00Z' },
};

function rsvpApi(reply: Handler, session: Record<string, Handler> = signedOut) {
  return mockApi({ ...session, 'POST /api/rsvp-links': reply });
}

function sent(calls: { method: string; path: string; init?: RequestInit }[]) {
  return calls.filter((call) => call.path === '/api/rsvp-links').map((call) => ({ method: call.method, body: JSON.parse(String(call.init?.body)) as unknown }));
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('an answer link of a reminder e-mail', () => {
  it('sends the answer once the page runs, signed out, and thanks him with the item and its time', async () => {
    const { calls } = rsvpApi(() => json(answer));
    renderApp('/rsvp?token=session.s3.f1.yes.1.sig');
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Thanks — we’ve told the staff you’ll be there.')).toBeInTheDocument();
    expect(screen.getByText('Session 3 — Communication')).toBeInTheDocument();
    expect(screen.getByText(formatDayDate(answer.item.startsAt))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(sent(calls)).toEqual([{ method: 'POST', body: { token: 'session.s3.f1.yes.1.sig' } }]);
    // No bearer token: the link says who is answering.
    const call = calls.find((c) => c.path === '/api/rsvp-links');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBeNull();
  });

  it.each([
    ['no', 'Thanks — we’ve told the staff you can’t make it.'],
    ['late', 'Thanks — we’ve told the staff you’re running late.'],
  ] as const)('says "%s" back', async (given, sentence) => {
    rsvpApi(() => json({ ...answer, answer: given }));
    renderApp('/rsvp?token=t');
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('offers the item’s page to a father signed in', async () => {
    rsvpApi(() => json({ ...answer, item: { ...answer.item, kind: 'event', id: 'e1' } }), {
      'POST /api/auth/refresh': () => json(authAnswer(makeUser())),
    });
    renderApp('/rsvp?token=t');
    expect(await screen.findByRole('link', { name: 'Open the event' })).toHaveAttribute('href', '/calendar/e1');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('says the link has expired once the item has started', async () => {
    rsvpApi(() => apiError(409, 'aborted', 'rsvpLinkExpired'));
    renderApp('/rsvp?token=t');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('It has already started, so its answers are closed.');
  });

  it('says a link the server did not sign is not valid', async () => {
    rsvpApi(() => apiError(400, 'invalid-argument', 'rsvpLinkInvalid'));
    renderApp('/rsvp?token=cut-sh');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('speaks Spanish, as the browser does before sign-in', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    rsvpApi(() => json({ ...answer, answer: 'late' }));
    renderApp('/rsvp?token=t');
    expect(await screen.findByRole('heading', { name: 'Gracias' })).toBeInTheDocument();
    expect(screen.getByText('Gracias — avisamos al personal que vas a llegar tarde.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
