import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceStatus, MarkInput, RosterEntry } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { resetNetworkStatusForTests } from '@/lib/offline/network-status';
import { resetPendingMarksForTests } from '@/lib/offline/pending-marks';
import { apiError, authAnswer, errorBody, json, makeUser, mockApi, type Handler } from '@/testing/api';
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
    'GET /api/sessions/s1/rsvps': () => json({ counts: { yes: 0, no: 0, late: 0, none: 3 }, answers: [], noShows: [] }),
    'PUT /api/sessions/s1/attendance': (init) => {
      const marks = JSON.parse(String(init?.body)) as MarkInput[];
      saved.push(marks);
      current = roster.map((entry) => {
        const mark = marks.find((m) => m.fatherId === entry.fatherId);
        return mark ? { ...entry, status: mark.status as AttendanceStatus, minutes: mark.minutes ?? null, note: mark.note ?? '' } : entry;
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
  return (group.getByRole('radio', { name: label }) as HTMLInputElement).checked;
}

beforeEach(() => {
  resetSessionForTests();
  resetPendingMarksForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetNetworkStatusForTests();
});

/** Someone else's mark for Luis, saved while this coordinator's waited (a 409's `conflicts`). */
const maria = {
  ...roster[1],
  status: 'excused',
  minutes: null,
  note: 'Phoned in',
  markedBy: 'u2',
  markedAt: '2026-03-04T00:40:00Z',
  markedByName: 'Maria Lopez',
};

describe('attendance taker', () => {
  it('marks all present without overwriting any status, then saves the changed marks in one PUT', { timeout: 20_000 }, async () => {
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
    // Each with the mark it replaces (none yet), so that no one else's is overwritten unseen.
    expect([...saved[0]].sort((a, b) => a.fatherId.localeCompare(b.fatherId))).toEqual([
      { fatherId: 'f1', status: 'present', minutes: 75, note: 'Left early', expected: null },
      { fatherId: 'f3', status: 'absent', minutes: null, note: '', expected: null },
    ]);
    await waitFor(() => expect(screen.getByText('Everything is saved.')).toBeInTheDocument());
  });

  it('offers only the allowed transitions and shows the server’s refusal', async () => {
    const message =
      'A completed session cannot become cancelled. Allowed: scheduled → completed, scheduled → cancelled, cancelled → scheduled.';
    const { calls } = sessionApi({
      'PATCH /api/sessions/s1': () => apiError(409, 'aborted', ['sessionTransition', { from: 'completed', to: 'cancelled' }]),
    });
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

  it('keeps marks taken without a network on the device, waiting to sync, and sends them when it is back', async () => {
    let online = false;
    const saved: MarkInput[][] = [];
    sessionApi({
      'PUT /api/sessions/s1/attendance': (init) => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        saved.push(JSON.parse(String(init?.body)) as MarkInput[]);
        return json(roster.map((entry) => (entry.fatherId === 'f3' ? { ...entry, status: 'absent', markedAt: '2026-03-04T01:00:00Z' } : entry)));
      },
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click((await row('Omar Diaz')).getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByText(/the marks are kept on this device/)).toBeInTheDocument();
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.getByText(/1 mark waiting to sync/)).toBeInTheDocument();
    expect(checked(await row('Omar Diaz'), 'Absent')).toBe(true);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByText(/Everything is saved\./)).toBeInTheDocument());
    expect(saved).toEqual([[{ fatherId: 'f3', status: 'absent', minutes: null, note: '', expected: null }]]);
  });

  it('shows both marks when someone else changed one meanwhile, and saves the one chosen', async () => {
    let refused = false;
    const { saved } = sessionApi({
      'PUT /api/sessions/s1/attendance': (init) => {
        const marks = JSON.parse(String(init?.body)) as MarkInput[];
        saved.push(marks);
        if (!refused) {
          refused = true;
          return json({ error: { ...errorBody('aborted', 'marksChanged').error, conflicts: [maria] } }, 409);
        }
        return json(roster.map((entry) => (entry.fatherId === 'f2' ? { ...entry, status: 'absent' } : entry)));
      },
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click((await row('Luis Garcia')).getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByText('Someone else changed 1 of these marks meanwhile: choose which to keep.')).toBeInTheDocument();
    const luis = within(screen.getByRole('listitem', { name: 'Luis Garcia' }));
    expect(luis.getByText(/^Yours: Absent, 60 minutes, “Bus was late”, .+ on this device$/)).toBeInTheDocument();
    expect(luis.getByText(/^Maria Lopez: Excused, “Phoned in”, .+/)).toBeInTheDocument();

    await user.click(luis.getByRole('button', { name: 'Keep mine for Luis Garcia' }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(saved[1]).toEqual([
      { fatherId: 'f2', status: 'absent', minutes: 60, note: 'Bus was late', expected: '2026-03-04T00:40:00Z' },
    ]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Luis Garcia' })).not.toBeInTheDocument());
  });

  it('asks before leaving with marks not saved, and can save them on the way out', { timeout: 20_000 }, async () => {
    const { saved } = sessionApi();
    const user = userEvent.setup();
    const { router } = renderApp('/cycles/c1/sessions/s1');
    await user.click((await row('Omar Diaz')).getByRole('radio', { name: 'Absent' }));

    void router.navigate('/nowhere');
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave with unsaved marks?' }));
    await user.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/cycles/c1/sessions/s1');
    expect(saved).toEqual([]);

    void router.navigate('/nowhere');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave with unsaved marks?' })).getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nowhere'));
    await waitFor(() => expect(saved).toHaveLength(1));
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
