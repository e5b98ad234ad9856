import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeConsent } from '@/testing/consents';
import { renderApp } from '@/testing/render';
import type { Consent } from '../api/types';

const sam = makeUser({ id: 'u-sam', displayName: 'Sam Rivera' });

/** Sam's profile, with the consents `consents()` answers; `extra` answers the writes. */
function profileApi(me: User, consents: () => Consent[] | Response, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: 'https://dads.example.org/ics/token.ics' }),
    'GET /api/me/next-reminder': () => json(null),
    'GET /api/me/consents': () => {
      const answer = consents();
      return answer instanceof Response ? answer : json(answer);
    },
    ...extra,
  });
}

function row(kind: string) {
  const list = within(screen.getByRole('list', { name: 'Consent by kind' }));
  const item = list.getAllByRole('listitem').find((candidate) => candidate.getAttribute('data-consent-kind') === kind);
  if (!item) throw new Error(`No row for ${kind}`);
  return within(item);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a father’s consents on his profile', () => {
  it('revokes his photo consent after saying what happens, and cannot revoke the program consent himself', async () => {
    const revoked: string[] = [];
    let consents: Consent[] = [
      makeConsent({ id: 'c2', kind: 'photo', grantedAt: '2026-02-01T15:00:00Z' }),
      makeConsent({ id: 'c1', kind: 'program' }),
      makeConsent({ id: 'c3', kind: 'email', grantedAt: '2026-01-05T15:00:00Z', revokedAt: '2026-01-20T15:00:00Z', revokedBy: 'u-sam' }),
    ];
    profileApi(sam, () => consents, {
      'POST /api/consents/c2/revoke': () => {
        revoked.push('c2');
        consents = consents.map((consent) => (consent.id === 'c2' ? { ...consent, revokedAt: new Date().toISOString(), revokedBy: 'u-sam' } : consent));
        return json(consents[0]);
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');

    const section = within(await screen.findByRole('region', { name: 'Your consents' }));
    await section.findByRole('list', { name: 'Consent by kind' });
    // Each kind in plain words.
    expect(row('program').getByText('You take part in the program, and the program keeps a record about you.')).toBeInTheDocument();
    expect(row('data-sharing').getByText(/share your information with partner services/)).toBeInTheDocument();
    expect(row('photo').getByText(/Saying no never affects your place in the program/)).toBeInTheDocument();
    // What each promises is what the program sends: no text messages yet, e-mail reminders only when he turns them on.
    expect(row('sms').getByText('The program may send you text messages about your sessions. It does not send any yet.')).toBeInTheDocument();
    expect(
      row('email').getByText('The program may send you e-mails, such as reminders (when you turn them on) and announcements.'),
    ).toBeInTheDocument();

    // The program's consent is changed with the staff, not here.
    expect(row('program').getByText('Given')).toBeInTheDocument();
    expect(row('program').getByText('Ask the program staff to change this.')).toBeInTheDocument();
    expect(row('program').queryByRole('button')).not.toBeInTheDocument();
    expect(row('data-sharing').getByText('Not given')).toBeInTheDocument();
    expect(row('data-sharing').queryByRole('button')).not.toBeInTheDocument();
    // Revoked already: staff give it again.
    expect(row('email').getByText('Revoked')).toBeInTheDocument();
    expect(row('email').getByText('You took it back on Jan 20, 2026.')).toBeInTheDocument();
    expect(row('email').getByText('To give this consent, talk to the program staff.')).toBeInTheDocument();

    await user.click(row('photo').getByRole('button', { name: 'Revoke consent: Photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke consent: Photos' }));
    expect(dialog.getByText(/Photos where you appear will be hidden from other fathers at once\. Your place in the program does not change\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke consent' }));

    expect(await screen.findByText('Consent revoked: Photos')).toBeInTheDocument();
    expect(revoked).toEqual(['c2']);
    await waitFor(() => expect(row('photo').getByText('Revoked')).toBeInTheDocument());
    expect(row('photo').queryByRole('button', { name: 'Revoke consent: Photos' })).not.toBeInTheDocument();
  });

  it('can be cancelled: nothing is revoked', async () => {
    const { calls } = profileApi(sam, () => [makeConsent({ id: 'c4', kind: 'sms' })]);
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Revoke consent: Text messages' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke consent: Text messages' }));
    expect(dialog.getByText(/The program will not send you text messages, now or once it starts sending them\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path.includes('/consents/'))).toBe(false);
    expect(row('sms').getByText('Given')).toBeInTheDocument();
  });

  it('speaks his language', async () => {
    profileApi(makeUser({ id: 'u-sam', preferredLanguage: 'es' }), () => [makeConsent({ id: 'c2', kind: 'photo' })]);
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Tus consentimientos' }));
    expect(await section.findByText(/Decir que no nunca afecta tu lugar en el programa/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Retirar consentimiento: Fotos' })).toBeInTheDocument();
    expect(section.getAllByText('Pide al personal del programa que lo cambie.')).toHaveLength(2);
    expect(section.getByText('El programa puede enviarte mensajes de texto sobre tus sesiones. Todavía no envía ninguno.')).toBeInTheDocument();
    expect(section.getByText('El programa puede enviarte correos, como recordatorios (cuando los activas) y anuncios.')).toBeInTheDocument();
  });

  it('is left out while no program record is linked to his account', async () => {
    const { calls } = profileApi(sam, () => apiError(404, 'not-found', 'noSuchConsent'));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/consents')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your consents' })).not.toBeInTheDocument());
  });

  it('is not asked for by staff', async () => {
    const { calls } = profileApi(makeUser({ id: 'admin', isAdmin: true }), () => []);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your consents' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/me/consents')).toBe(false);
  });
});
