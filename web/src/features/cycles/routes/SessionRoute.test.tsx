import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkInput, RosterEntry } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeRosterEntry, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });

const roster: RosterEntry[] = [
  makeRosterEntry({ fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera' }),
  makeRosterEntry({
    fatherId: 'f2',
    firstName: 'Luis',
    lastName: 'Garcia',
    status: 'late',
    minutes: 60,
    note: 'Bus was late',
    markedBy: 'admin',
    markedAt: '2026-03-04T00:20:00Z',
  }),
  makeRosterEntry({ fatherId: 'f3', firstName: 'Omar', lastName: 'Diaz' }),
];

function sessionApi(extra: Record<string, Handler> = {}, status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled') {
  const saved: MarkInput[][] = [];
  let current = roster;
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(admin)),
    'GET /api/users': () => json([admin]),
    'GET /api/sessions/s1': () => json(makeSession({ title: 'Session 2', number: 2, status })),
    'GET /api/sessions/s1/attendance': () => json(current),
    'PUT /api/sessions/s1/attendance': (init) => {
      const marks = JSON.parse(String(init?.body)) as MarkInput[];
      saved.push(marks);
      current = roster.map((entry) => {
        const mark = marks.find((m) => m.fatherId === entry.fatherId);
        return mark ? { ...entry, status: mark.status, minutes: mark.minutes ?? null, note: mark.note ?? '' } : entry;
      });
      return json(current);
    },
    ...extra,
  });
  return { ...mock, saved };
}

async function row(name: string) {
  return within(await screen.findByRole('radiogroup', { name }));
}

function checked(group: ReturnType<typeof within>, label: string) {
  return group.getByRole('radio', { name: label }).getAttribute('aria-checked') === 'true';
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('attendance taker', () => {
  it('marks all present without overwriting any status, then saves the whole roster in one PUT', { timeout: 20_000 }, async () => {
    const { saved, calls } = sessionApi();
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');

    // An exception chosen on screen before "mark all present".
    const omar = await row('Omar Diaz');
    await user.click(omar.getByRole('radio', { name: 'Absent' }));
    expect(screen.getByText(/1 unsaved change/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    const sam = await row('Sam Rivera');
    const luis = await row('Luis Garcia');
    expect(checked(sam, 'Present')).toBe(true);
    expect(checked(omar, 'Absent')).toBe(true);
    expect(checked(omar, 'Present')).toBe(false);
    // The saved 'late' stays late.
    expect(checked(luis, 'Late')).toBe(true);
    expect(checked(luis, 'Present')).toBe(false);
    expect(screen.getByRole('button', { name: 'Mark all present' })).toBeDisabled();

    // Minutes and a note for one father, behind his details toggle.
    await user.click(screen.getByRole('button', { name: 'Minutes and note for Sam Rivera' }));
    await user.type(screen.getByLabelText('Minutes attended by Sam Rivera'), '75');
    await user.type(screen.getByLabelText('Note for Sam Rivera'), 'Left early');

    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(saved[0]).toEqual([
      { fatherId: 'f1', status: 'present', minutes: 75, note: 'Left early' },
      { fatherId: 'f2', status: 'late', minutes: 60, note: 'Bus was late' },
      { fatherId: 'f3', status: 'absent', minutes: null, note: '' },
    ]);
    await waitFor(() => expect(screen.getByText('Everything is saved.')).toBeInTheDocument());
  });

  it('offers only the allowed transitions and shows the server’s refusal', async () => {
    const message =
      'A completed session cannot become cancelled. Allowed: scheduled → completed, scheduled → cancelled, cancelled → scheduled.';
    const { calls } = sessionApi({ 'PATCH /api/sessions/s1': () => apiError(409, 'aborted', message) });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');

    const status = within(await screen.findByRole('region', { name: 'Status' }));
    expect(status.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();

    await user.click(status.getByRole('button', { name: 'Cancel session' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel session' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ status: 'cancelled' });
  });

  it('saves what is on screen before completing the session', async () => {
    const { calls } = sessionApi({
      'PATCH /api/sessions/s1': () => json(makeSession({ title: 'Session 2', status: 'completed' })),
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await row('Sam Rivera');
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete session' }));
    expect(dialog.getByText('The 2 unsaved attendance changes are saved first.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Session completed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET' && call.path !== '/api/auth/refresh').map((call) => call.method)).toEqual([
      'PUT',
      'PATCH',
    ]);
  });

  it('shows a father his own line, read-only', async () => {
    const father = makeUser({ id: 'u9', firstName: 'Sam' });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(father)),
      'GET /api/sessions/s1': () => json(makeSession()),
      'GET /api/sessions/s1/attendance': () => json([makeRosterEntry({ status: 'makeup', minutes: 45 })]),
    });
    renderApp('/cycles/c1/sessions/s1');
    const mine = within(await screen.findByRole('region', { name: 'Your attendance' }));
    expect(mine.getByText('Make-up')).toBeInTheDocument();
    expect(mine.getByText('45 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });
});
