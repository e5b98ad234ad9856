import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Matrix } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { makeCycle, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const cycle = makeCycle({ sessionCount: 3, completedCount: 2 });

const progress = { hours: 3, lastAttended: null };
const matrix: Matrix = {
  cycle,
  sessions: [
    makeSession({ id: 's1', number: 1, title: 'Welcome', status: 'completed', startsAt: '2026-03-03T18:00:00', endsAt: '2026-03-03T19:30:00' }),
    makeSession({ id: 's2', number: 2, title: 'Stress', status: 'completed', startsAt: '2026-03-10T18:00:00', endsAt: '2026-03-10T19:30:00' }),
    makeSession({ id: 's3', number: 3, title: 'Kids', status: 'scheduled', startsAt: '2026-03-17T18:00:00', endsAt: '2026-03-17T19:30:00' }),
  ],
  rows: [
    {
      fatherId: 'f1',
      firstName: 'Sam',
      lastName: 'Rivera',
      leftAt: null,
      marks: ['present', 'late', null],
      counts: [true, true, false],
      countable: 2,
      attended: 2,
      rate: 1,
      consecutiveAbsences: 0,
      atRisk: false,
      ...progress,
    },
    {
      fatherId: 'f2',
      firstName: 'Luis',
      lastName: 'Garcia',
      leftAt: null,
      marks: ['absent', null, null],
      counts: [true, true, false],
      countable: 2,
      attended: 0,
      rate: 0,
      consecutiveAbsences: 2,
      atRisk: true,
      ...progress,
    },
  ],
};

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('attendance matrix', () => {
  it('shows fathers × sessions with coloured marks, rates and absences in a row', { timeout: 20_000 }, async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(admin)),
      'GET /api/users': () => json([admin]),
      'GET /api/cycles': () => json([cycle, makeCycle({ id: 'c2', title: 'Co-Parenting' })]),
      'GET /api/cycles/c1/attendance': () => json(matrix),
      'GET /api/cycles/c1/attendance.csv': () => new Response('father,rate\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/workshops/session-attendance');
    expect(await screen.findByText('Choose a cycle to see its attendance.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nurturing Fathers — Tuesday Evening Dads' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Workshop cycle'), 'c1');
    expect(router.state.location.search).toBe('?cycleId=c1');

    const table = await screen.findByRole('table', { name: 'Attendance in Nurturing Fathers' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    // A session's title is in its header's link for screen readers, and listed under the table.
    expect(headers).toEqual(['Father', '#1 WelcomeMar 3, 2026', '#2 StressMar 10, 2026', '#3 KidsMar 17, 2026', 'Rate', 'Absences in a row']);
    expect(within(table).getByRole('link', { name: '#1 Welcome' })).toHaveAttribute('href', '/cycles/c1/sessions/s1');
    const sessions = screen.getByRole('list', { name: 'Sessions' });
    expect(within(sessions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#1 Welcome · Mar 3, 2026 6:00 PM',
      '#2 Stress · Mar 10, 2026 6:00 PM',
      '#3 Kids · Mar 17, 2026 6:00 PM',
    ]);

    // Fathers head their rows; each mark is a letter for the eye and a whole sentence for a screen reader.
    const [, samRow, luisRow] = within(table).getAllByRole('row');
    expect(within(samRow).getByRole('rowheader')).toHaveTextContent('Sam Rivera');
    const sam = within(samRow).getAllByRole('cell').map((cell) => cell.textContent);
    expect(sam).toEqual([
      'Sam Rivera, #1 Welcome: PresentP',
      'Sam Rivera, #2 Stress: LateL',
      'Sam Rivera, #3 Kids: Does not count (not completed, or before he joined)·',
      '100%',
      '0',
    ]);
    expect(within(samRow).getByText('P').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(samRow).not.toHaveAttribute('data-at-risk');

    expect(within(luisRow).getByRole('rowheader')).toHaveTextContent('Luis GarciaAt risk');
    const luis = within(luisRow).getAllByRole('cell').map((cell) => cell.textContent);
    expect(luis).toEqual([
      'Luis Garcia, #1 Welcome: AbsentA',
      'Luis Garcia, #2 Stress: Not marked (counts as absent)–',
      'Luis Garcia, #3 Kids: Does not count (not completed, or before he joined)·',
      '0%',
      '2',
    ]);
    expect(luisRow).toHaveAttribute('data-at-risk', 'true');
    expect(within(luisRow).getByRole('link', { name: 'Luis Garcia' })).toHaveAttribute('href', '/fathers/f2');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['attendance.csv']));
    expect(calls.some((call) => call.path === '/api/cycles/c1/attendance.csv')).toBe(true);
  });
});
