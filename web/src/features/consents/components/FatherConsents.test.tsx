import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeConsent } from '@/testing/consents';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Consent } from '../api/types';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

/** Sam's record as Luis reads it, with the consents `consents()` answers; `extra` answers the writes. */
function recordApi(consents: () => Consent[], extra: Record<string, Handler> = {}, father: () => Father = () => makeFather({ userId: 'u-sam' })) {
  return fatherPageApi(luis, [director, luis], father, {
    'GET /api/fathers/f1/consents': () => json(consents()),
    ...extra,
  });
}

function kindRow(section: ReturnType<typeof within>, kind: string) {
  const rows = within(section.getByRole('list', { name: 'Consent by kind' })).getAllByRole('listitem');
  const row = rows.find((item) => item.getAttribute('data-consent-kind') === kind);
  if (!row) throw new Error(`No row for ${kind}`);
  return within(row);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('a father’s consents (staff)', () => {
  it('records his photo consent in two taps: today, the current version, witnessed by me', async () => {
    const posted: unknown[] = [];
    let consents: Consent[] = [makeConsent({ id: 'c1', kind: 'program', version: '2026-01' })];
    const { calls } = recordApi(() => consents, {
      'POST /api/fathers/f1/consents': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        const given = makeConsent({ id: 'c2', kind: 'photo', version: '2026-02', grantedAt: new Date().toISOString() });
        consents = [given, ...consents];
        return json(given, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');

    const section = within(await screen.findByRole('region', { name: 'Consent' }));
    expect(await section.findByRole('list', { name: 'Consent by kind' })).toBeInTheDocument();
    expect(kindRow(section, 'program').getByText('Given')).toBeInTheDocument();
    expect(kindRow(section, 'program').getByText('Since Jan 5, 2026 · version 2026-01')).toBeInTheDocument();
    expect(kindRow(section, 'photo').getByText('Not given')).toBeInTheDocument();
    const recordsBefore = calls.filter((call) => call.path === '/api/fathers/f1').length;

    // One tap opens what he agrees to; the second records it.
    await user.click(kindRow(section, 'photo').getByRole('button', { name: 'Record consent: Photos' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Record consent: Photos' }));
    expect(confirm.getByText(/Saying no never affects his place in the program/)).toBeInTheDocument();
    expect(confirm.getByText('In the program’s current version, witnessed by you.')).toBeInTheDocument();
    expect(confirm.getByLabelText(/^Signed on/)).toHaveValue(dayjs().format('YYYY-MM-DD'));
    await user.click(confirm.getByRole('button', { name: 'Record consent' }));

    expect(await screen.findByText('Consent recorded: Photos')).toBeInTheDocument();
    expect(posted).toEqual([{ kind: 'photo' }]);
    await waitFor(() => expect(kindRow(section, 'photo').getByText('Given')).toBeInTheDocument());
    const history = within(section.getByRole('list', { name: 'History' }));
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Photos · version 2026-02');
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('witnessed by Luis Staff');
    // His record is read again: its consents summary follows.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/fathers/f1').length).toBeGreaterThan(recordsBefore));
  });

  it('keeps a note with the consent when the witness writes one', async () => {
    const posted: unknown[] = [];
    recordApi(() => [], {
      'POST /api/fathers/f1/consents': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(makeConsent({ kind: 'sms', note: 'Signed the paper form too.' }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Consent' }));
    expect(await section.findByText('No consent recorded yet.')).toBeInTheDocument();
    await user.click(kindRow(section, 'sms').getByRole('button', { name: 'Record consent: Text messages' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Record consent: Text messages' }));
    await user.type(confirm.getByLabelText('Note (optional)'), 'Signed the paper form too.');
    await user.click(confirm.getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(posted).toEqual([{ kind: 'sms', note: 'Signed the paper form too.' }]));
  });

  it('records the consent he signed on paper last week with that day, and never a day to come', async () => {
    const posted: unknown[] = [];
    recordApi(() => [], {
      'POST /api/fathers/f1/consents': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(makeConsent({ kind: 'program' }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Consent' }));
    expect(await section.findByText('No consent recorded yet.')).toBeInTheDocument();
    await user.click(kindRow(section, 'program').getByRole('button', { name: 'Record consent: Program' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Record consent: Program' }));
    const day = confirm.getByLabelText(/^Signed on/);

    await user.clear(day);
    await user.type(day, dayjs().add(1, 'day').format('YYYY-MM-DD'));
    expect(await confirm.findByText('A consent cannot be dated in the future.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Record consent' }));
    expect(posted).toEqual([]);

    const lastWeek = dayjs().subtract(7, 'day').startOf('day');
    await user.clear(day);
    await user.type(day, lastWeek.format('YYYY-MM-DD'));
    await user.click(confirm.getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(posted).toEqual([{ kind: 'program', grantedAt: lastWeek.hour(12).toISOString() }]));
  });

  it('revokes a consent after saying what it changes, and the history keeps it and who revoked what', async () => {
    const revoked: string[] = [];
    let consents: Consent[] = [
      makeConsent({ id: 'c3', kind: 'photo', grantedAt: '2026-02-01T15:00:00Z' }),
      makeConsent({ id: 'c2', kind: 'sms', grantedAt: '2026-01-20T15:00:00Z', revokedAt: '2026-02-10T15:00:00Z', revokedBy: 'u-sam' }),
      makeConsent({ id: 'c1', kind: 'program' }),
    ];
    recordApi(() => consents, {
      'POST /api/consents/c3/revoke': () => {
        revoked.push('c3');
        consents = consents.map((consent) =>
          consent.id === 'c3' ? { ...consent, revokedAt: new Date().toISOString(), revokedBy: 'st1' } : consent,
        );
        return json(consents[0]);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');

    const section = within(await screen.findByRole('region', { name: 'Consent' }));
    expect(await section.findByRole('list', { name: 'History' })).toBeInTheDocument();
    expect(kindRow(section, 'sms').getByText('Revoked')).toBeInTheDocument();
    expect(kindRow(section, 'sms').getByText('Revoked Feb 10, 2026')).toBeInTheDocument();
    // Revoked by the father himself, from his profile.
    expect(section.getByText(/by him, on his profile/)).toBeInTheDocument();

    await user.click(kindRow(section, 'photo').getByRole('button', { name: 'Revoke consent: Photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke consent: Photos' }));
    expect(dialog.getByText(/Photos where he is tagged are hidden from fathers at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke consent' }));

    expect(await screen.findByText('Consent revoked: Photos')).toBeInTheDocument();
    expect(revoked).toEqual(['c3']);
    await waitFor(() => expect(kindRow(section, 'photo').getByText('Revoked')).toBeInTheDocument());
    expect(kindRow(section, 'photo').getByRole('button', { name: 'Record consent: Photos' })).toBeInTheDocument();
    const history = within(section.getByRole('list', { name: 'History' }));
    // Who revoked it is a name from the account list, which may answer after the history.
    await waitFor(() => expect(history.getAllByRole('listitem')[0]).toHaveTextContent(/Revoked .* by Luis Staff/));
  });

  it('is not shown to a father reading his own record', async () => {
    const sam = makeUser({ id: 'u-sam', displayName: 'Sam Rivera' });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(sam)),
      'GET /api/fathers/f1': () => json(makeFather({ userId: 'u-sam' })),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/groups': () => json([]),
      'GET /api/contacts': () => json([]),
    });
    renderApp('/fathers/f1');
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Consent' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/consents'))).toBe(false);
  });
});
