import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '@/lib/api/program';
import { resetPendingRsvpsForTests, type RosterEntryWithRsvp, type RsvpInput, type SessionRsvps } from '@/features/rsvp';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetNetworkStatusForTests } from '@/lib/offline/network-status';
import { resetPendingMarksForTests } from '@/lib/offline/pending-marks';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeRosterEntry, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const father = makeUser({ id: 'u9', firstName: 'Sam' });
const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString();
const inTwoDaysEnd = () => new Date(Date.now() + 2 * 24 * 60 * 60_000 + 90 * 60_000).toISOString();

function withRsvp(entry: RosterEntry, extra: Pick<RosterEntryWithRsvp, 'rsvp' | 'method'>): RosterEntry {
  return { ...entry, ...extra } as RosterEntryWithRsvp;
}

/** A father's page of a session: his own roster line, and his answer's PUT. */
function fatherApi(startsAt: string, extra: Record<string, Handler> = {}, user = father) {
  const sent: RsvpInput[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/sessions/s1': () => json(makeSession({ startsAt, endsAt: inTwoDaysEnd() })),
    'GET /api/sessions/s1/attendance': () => json([makeRosterEntry({ note: undefined })]),
    'PUT /api/sessions/s1/rsvp': (init) => {
      const body = JSON.parse(String(init?.body)) as RsvpInput;
      sent.push(body);
      return json({ answer: body.answer, note: body.note ?? null, answeredAt: new Date().toISOString() });
    },
    ...extra,
  });
  return { ...mock, sent };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  resetPendingMarksForTests();
  resetPendingRsvpsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetNetworkStatusForTests();
  localStorage.clear();
});

describe('a father’s answer on a session’s page', () => {
  it('answers “Can’t make it” with a reason, and shows it chosen', async () => {
    const { sent } = fatherApi(inTwoDays());
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');

    const answers = within(await screen.findByRole('group', { name: 'Your answer for “Session 1”' }));
    for (const name of ['I’ll be there', 'Can’t make it', 'Running late']) {
      expect(answers.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    // "Can't make it" asks for a reason first; nothing is sent yet.
    await user.click(answers.getByRole('button', { name: 'Can’t make it' }));
    expect(sent).toEqual([]);
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.type(reason, 'Child is sick');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toEqual([{ answer: 'no', note: 'Child is sick' }]));
    expect(answers.getByRole('button', { name: 'Can’t make it' })).toHaveAttribute('aria-pressed', 'true');
    expect(answers.getByRole('button', { name: 'I’ll be there' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Reason (optional)' })).not.toBeInTheDocument();
    expect(await screen.findByText('can’t make it: Child is sick')).toBeInTheDocument();
  });

  it('sends “Running late” in one tap', async () => {
    const { sent } = fatherApi(inTwoDays());
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(await screen.findByRole('button', { name: 'Running late' }));
    await waitFor(() => expect(sent).toEqual([{ answer: 'late' }]));
    expect(screen.getByRole('button', { name: 'Running late' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns the buttons off once the session has started', async () => {
    const { calls } = fatherApi('2026-01-01T00:00:00Z', {
      'GET /api/sessions/s1/attendance': () =>
        json([withRsvp(makeRosterEntry({ note: undefined }), { rsvp: { answer: 'yes', note: '', answeredAt: '2025-12-31T10:00:00Z' } })]),
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    const answers = within(await screen.findByRole('group', { name: 'Your answer for “Session 1”' }));
    for (const name of ['I’ll be there', 'Can’t make it', 'Running late']) expect(answers.getByRole('button', { name })).toBeDisabled();
    // What he said is still shown.
    expect(answers.getByRole('button', { name: 'I’ll be there' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Started')).toBeInTheDocument();
    await user.click(answers.getByRole('button', { name: 'Running late' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('speaks Spanish to a Spanish-speaking father', async () => {
    fatherApi(inTwoDays(), {}, makeUser({ id: 'u9', preferredLanguage: 'es' }));
    renderApp('/cycles/c1/sessions/s1');
    const answers = within(await screen.findByRole('group', { name: 'Tu respuesta para “Session 1”' }));
    expect(answers.getByRole('button', { name: 'Ahí estaré' })).toBeInTheDocument();
    expect(answers.getByRole('button', { name: 'No puedo ir' })).toBeInTheDocument();
    expect(answers.getByRole('button', { name: 'Llego tarde' })).toBeInTheDocument();
    expect(screen.getByText('¿Vas a venir?')).toBeInTheDocument();
  });
});

describe('staff on a session’s page', () => {
  const RSVPS: SessionRsvps = {
    counts: { yes: 12, no: 2, late: 1, none: 5 },
    answers: [],
    noShows: [{ fatherId: 'f2', name: 'Luis Garcia', answer: 'yes' }],
  };
  const roster: RosterEntry[] = [
    withRsvp(makeRosterEntry({ fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera', status: 'present', markedAt: '2026-03-04T00:05:00Z' }), {
      rsvp: { answer: 'yes', note: '', answeredAt: '2026-03-02T10:00:00Z' },
      method: 'check-in',
    }),
    withRsvp(makeRosterEntry({ fatherId: 'f2', firstName: 'Luis', lastName: 'Garcia' }), {
      rsvp: { answer: 'no', note: 'child sick', answeredAt: '2026-03-02T11:00:00Z' },
      method: null,
    }),
    withRsvp(makeRosterEntry({ fatherId: 'f3', firstName: 'Omar', lastName: 'Diaz' }), {
      rsvp: { answer: 'late', note: '', answeredAt: '2026-03-03T23:50:00Z' },
      method: null,
    }),
    makeRosterEntry({ fatherId: 'f4', firstName: 'Ray', lastName: 'Cruz' }),
  ];

  function staffApi(user = admin) {
    return mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(user)),
      'GET /api/users': () => json([user]),
      'GET /api/sessions/s1': () => json(makeSession({ title: 'Session 2', number: 2 })),
      'GET /api/sessions/s1/attendance': () => json(roster),
      'GET /api/sessions/s1/rsvps': () => json(RSVPS),
    });
  }

  it('sees the counts, each father’s answer on the roster, who checked in, and who said yes and did not come', async () => {
    staffApi();
    renderApp('/cycles/c1/sessions/s1');
    const who = within(await screen.findByRole('region', { name: 'Who is coming' }));
    expect(await who.findByTestId('rsvp-counts')).toHaveTextContent('Answers so far: 12 yes · 2 can’t · 1 late · 5 no answer');
    const noShows = within(who.getByRole('list', { name: 'Said yes, did not come' }));
    expect(noShows.getByRole('link', { name: 'Luis Garcia' })).toHaveAttribute('href', '/fathers/f2');
    expect(noShows.getByText('said yes')).toBeInTheDocument();
    expect(noShows.getByRole('link', { name: 'Log a call with Luis Garcia' })).toHaveAttribute('href', '/fathers/f2?log=call');

    // Each row's answer is part of its description, read with the father's name.
    const sam = await screen.findByRole('radiogroup', { name: 'Sam Rivera' });
    expect(within(sam).getByText('said yes')).toBeInTheDocument();
    expect(within(sam).getByText('checked in')).toBeInTheDocument();
    expect(sam).toHaveAccessibleDescription(/said yes/);
    const luis = screen.getByRole('radiogroup', { name: 'Luis Garcia' });
    expect(within(luis).getByText('can’t make it: child sick')).toBeInTheDocument();
    expect(within(luis).queryByText('checked in')).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Omar Diaz' })).getByText('running late')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ray Cruz' })).not.toHaveAccessibleDescription(/said|can’t|late/);
    // Staff do not answer.
    expect(screen.queryByRole('button', { name: 'I’ll be there' })).not.toBeInTheDocument();
  });

  it('reads the counts in Spanish', async () => {
    staffApi(makeUser({ id: 'admin', isAdmin: true, preferredLanguage: 'es' }));
    renderApp('/cycles/c1/sessions/s1');
    const who = within(await screen.findByRole('region', { name: 'Quién viene' }));
    expect(await who.findByTestId('rsvp-counts')).toHaveTextContent('12 sí · 2 no pueden · 1 tarde · 5 sin respuesta');
    expect(who.getByRole('list', { name: 'Dijeron que sí y no vinieron' })).toBeInTheDocument();
    expect(await screen.findByText('no puede venir: child sick')).toBeInTheDocument();
  });
});
