import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, pageCalls, type Handler } from '@/testing/api';
import { makeProgram, makeSession } from '@/testing/program';
import { askedProgram, findProgramSelect, programOptions, queryProgramSelect, TWO_PROGRAMS } from '@/testing/program-select';
import { renderApp } from '@/testing/render';
import type { FatherDashboard, StaffDashboard, Week } from '../api/types';

const staff = makeUser({ id: 'admin', firstName: 'Ana', isAdmin: true });
const father = makeUser({ id: 'u9', firstName: 'Carlos' });

const weeks: Week[] = Array.from({ length: 12 }, (_, i) => {
  const monday = new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10);
  return i === 10
    ? { weekStart: monday, rate: 0.75, sessions: 2, attended: 3, countable: 4 }
    : i === 11
      ? { weekStart: monday, rate: 0.5, sessions: 1, attended: 1, countable: 2 }
      : { weekStart: monday, rate: 0, sessions: 0, attended: 0, countable: 0 };
});

const STAFF: StaffDashboard = {
  counts: {
    fathers: 14,
    enrolled: 9,
    byStatus: { completed: 2, enrolled: 9, exited: 1, referred: 2 },
    groups: 3,
    activeCycles: 2,
    sessionsThisWeek: 4,
  },
  attendanceByWeek: weeks,
  atRisk: [
    {
      fatherId: 'f2',
      firstName: 'Luis',
      lastName: 'Garcia',
      cycleId: 'c1',
      cycleTitle: 'Spring Dads',
      countable: 3,
      attended: 1,
      rate: 1 / 3,
      hours: 1.5,
      consecutiveAbsences: 2,
      lastAttended: '2026-03-02T18:00:00Z',
      atRisk: true,
      unreachable: false,
    },
  ],
  upcoming: [
    {
      kind: 'session',
      id: 's9',
      title: 'Session 4',
      startsAt: '2026-03-23T18:00:00Z',
      endsAt: '2026-03-23T19:30:00Z',
      allDay: false,
      location: 'Room 2',
      groupId: 'g1',
      groupName: 'Monday Dads',
      status: 'scheduled',
      cycleId: 'c1',
    },
  ],
  activity: [
    {
      id: 'a3',
      createdAt: '2026-03-16T20:00:00Z',
      fromUser: 'admin',
      fromUserName: 'Ana Admin',
      action: 'completed',
      toUser: null,
      toUserName: null,
      description: 'Completed Session 3 of Spring Dads',
      summary: null,
      subject: { kind: 'session', id: 's3' },
    },
    {
      id: 'a2',
      createdAt: '2026-03-16T20:00:00Z',
      fromUser: 'admin',
      fromUserName: 'Ana Admin',
      action: 'missed session',
      toUser: null,
      toUserName: null,
      description: 'Luis Garcia missed Session 3',
      summary: null,
      subject: { kind: 'father', id: 'f2' },
    },
    {
      id: 'a1',
      createdAt: '2026-03-15T20:00:00Z',
      fromUser: 'admin',
      fromUserName: 'Ana Admin',
      action: 'joined',
      toUser: null,
      toUserName: null,
      description: 'Added Luis Garcia to Monday Dads',
      summary: null,
      subject: { kind: 'group', id: 'g1' },
    },
    {
      id: 'a0',
      createdAt: '2026-03-14T20:00:00Z',
      fromUser: null,
      fromUserName: null,
      action: 'signed in',
      toUser: null,
      toUserName: null,
      description: 'Signed in',
      summary: null,
      subject: null,
    },
  ],
};

const FATHER: FatherDashboard = {
  attendance: { countable: 4, attended: 3, rate: 0.75, hours: 4.5, consecutiveAbsences: 1, lastAttended: '2026-03-09T18:00:00Z', atRisk: false },
  milestones: [
    {
      id: 'm1',
      fatherId: 'f1',
      fatherName: 'Carlos Rivera',
      title: 'Completed Spring Dads',
      kind: 'completed course',
      achievedAt: '2026-03-23',
      note: '',
      cycleId: 'c1',
      createdBy: 'admin',
      createdAt: '2026-03-23T20:00:00Z',
    },
    {
      id: 'm2',
      fatherId: 'f1',
      fatherName: 'Carlos Rivera',
      title: 'New job',
      kind: 'employment',
      achievedAt: '2026-02-10',
      note: '',
      cycleId: null,
      createdBy: 'admin',
      createdAt: '2026-02-10T20:00:00Z',
    },
  ],
  upcoming: [],
};

function signedInAs(user: typeof staff, extra: Record<string, Handler>) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    // Staff know one program unless a test says otherwise: no program to choose.
    ...(user.isAdmin ? { 'GET /api/users': () => json([user]), 'GET /api/programs': () => json([makeProgram()]) } : {}),
    ...extra,
  });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('staff dashboard', () => {
  it('shows the counts, the weeks as a chart and a table, who is at risk, what is next and what happened', { timeout: 60_000 }, async () => {
    const { calls } = signedInAs(staff, {
      'GET /api/dashboard': () => json(STAFF),
      'GET /api/sessions/s3': () => json(makeSession({ id: 's3', cycleId: 'c1' })),
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report');

    const counts = within(screen.getByRole('list', { name: 'Program in numbers' }));
    const cards = counts.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'Fathers14Referred: 2 · Enrolled: 9 · Completed: 2 · Exited: 1',
      'Enrolled9',
      'Groups3',
      'Cycles running2',
      'Sessions this week4',
    ]);

    // The chart is for the eye; the same numbers are in a table for screen readers.
    const weeksSection = within(screen.getByRole('region', { name: 'Attendance by week' }));
    expect(weeksSection.getByText('Last 12 weeks: 67% of the sessions that counted were attended.')).toBeInTheDocument();
    // The chart's library is its own chunk: on a busy machine its first import takes seconds.
    expect(await screen.findByTestId('attendance-chart', {}, { timeout: 30_000 })).toHaveAttribute('aria-hidden', 'true');
    const table = weeksSection.getByRole('table', { name: 'Attendance rate by week, last 12 weeks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[11]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '3', '4', '75%']);
    expect(within(rows[11]).getByRole('rowheader')).toHaveTextContent('Mar 16, 2026');
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '0', '—']);
    // Shown on request, instead of the chart.
    await user.click(weeksSection.getByRole('switch', { name: 'Show as table' }));
    expect(screen.queryByTestId('attendance-chart')).not.toBeInTheDocument();
    expect(weeksSection.getByRole('table', { name: 'Attendance rate by week, last 12 weeks' })).toBeVisible();

    const atRisk = within(screen.getByRole('list', { name: 'Fathers at risk' }));
    expect(atRisk.getByRole('link', { name: 'Luis Garcia' })).toHaveAttribute('href', '/fathers/f2');
    expect(atRisk.getByText('2 absences in a row')).toBeInTheDocument();
    expect(atRisk.getByText(/33% \(1 of 3\)/)).toBeInTheDocument();

    const upcoming = within(screen.getByRole('list', { name: 'Upcoming' }));
    expect(upcoming.getByRole('link', { name: 'Session 4' })).toHaveAttribute('href', '/cycles/c1/sessions/s9');

    // Each entry links to its subject; a session's cycle is looked up for its page.
    const feed = within(screen.getByRole('list', { name: 'Recent activity' }));
    await waitFor(() =>
      expect(feed.getByRole('link', { name: 'Completed Session 3 of Spring Dads' })).toHaveAttribute('href', '/cycles/c1/sessions/s3'),
    );
    expect(feed.getByRole('link', { name: 'Luis Garcia missed Session 3' })).toHaveAttribute('href', '/fathers/f2');
    expect(feed.getByRole('link', { name: 'Added Luis Garcia to Monday Dads' })).toHaveAttribute('href', '/fathers-group/g1');
    expect(feed.getByText('Signed in')).not.toHaveAttribute('href');
    expect(feed.getByText('missed session')).toBeInTheDocument();
    expect(pageCalls(calls).filter((call) => call.path === '/api/sessions/s3')).toHaveLength(1);
  });

  it('says so when nothing is there yet', async () => {
    signedInAs(staff, {
      'GET /api/dashboard': () =>
        json({
          ...STAFF,
          attendanceByWeek: weeks.map((week) => ({ ...week, rate: 0, sessions: 0, attended: 0, countable: 0 })),
          atRisk: [],
          upcoming: [],
          activity: [],
        }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('No sessions were held in the last 12 weeks.')).toBeInTheDocument();
    expect(screen.getByText('No father is at risk right now.')).toBeInTheDocument();
    expect(screen.getByText('Nothing scheduled.')).toBeInTheDocument();
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });
});

describe('a father’s dashboard', () => {
  it('shows his attendance and hours, his milestones, his next sessions and his papers to print', async () => {
    const { calls } = signedInAs(father, { 'GET /api/dashboard': () => json(FATHER) });
    renderApp('/dashboard');
    const attendance = within(await screen.findByRole('list', { name: 'My attendance' }));
    expect(attendance.getByText('75%')).toBeInTheDocument();
    expect(attendance.getByText('3 of 4 sessions')).toBeInTheDocument();
    expect(attendance.getByText('4.5')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Funder report' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('attendance-chart')).not.toBeInTheDocument();

    const papers = within(screen.getByRole('region', { name: 'My papers' }));
    expect(papers.getByRole('link', { name: 'Attendance letter' })).toHaveAttribute('href', '/fathers/me/attendance-letter');
    expect(papers.getByRole('link', { name: 'Certificate: Completed Spring Dads' })).toHaveAttribute('href', '/fathers/f1/certificate/c1');
    expect(papers.queryByRole('link', { name: /New job/ })).not.toBeInTheDocument();

    const milestones = within(screen.getByRole('list', { name: 'My milestones' }));
    expect(milestones.getByText('New job')).toBeInTheDocument();
    expect(milestones.getByText('Employment')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'My next sessions' })).getByText('Nothing scheduled.')).toBeInTheDocument();
    expect(pageCalls(calls).map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/dashboard']);
  });
});

describe('the dashboard by program', () => {
  const YOUNG_DADS: StaffDashboard = {
    ...STAFF,
    counts: { ...STAFF.counts, fathers: 5, byStatus: { completed: 0, enrolled: 5, exited: 0, referred: 0 } },
    atRisk: [],
  };
  /** Answers the program asked for (Young Dads, or every program) and keeps the programId of each request. */
  function dashboardHandler(asked: (string | null)[]): Handler {
    return (_init, url) => {
      asked.push(askedProgram(url));
      return json(askedProgram(url) === 'p2' ? YOUNG_DADS : STAFF);
    };
  }
  const fathersCard = () => within(screen.getByRole('list', { name: 'Program in numbers' })).getAllByRole('listitem')[0];

  it('lets staff who know two programs show one, kept in the address and the request', { timeout: 30_000 }, async () => {
    const asked: (string | null)[] = [];
    signedInAs(staff, { 'GET /api/programs': () => json(TWO_PROGRAMS), 'GET /api/dashboard': dashboardHandler(asked) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const select = await findProgramSelect();
    expect(select).toHaveValue('');
    expect(programOptions(select)).toEqual(['All programs', 'Fatherhood Matters', 'Young Dads']);
    expect(fathersCard()).toHaveTextContent(/^Fathers14/);
    expect(asked).toEqual([null]);

    expect(screen.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report');
    await user.selectOptions(select, 'Young Dads');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('programId')).toBe('p2'));
    await waitFor(() => expect(fathersCard()).toHaveTextContent(/^Fathers5/));
    expect(asked).toEqual([null, 'p2']);
    expect(screen.getByText('No father is at risk right now.')).toBeInTheDocument();
    // A director reads that program's report.
    expect(screen.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report?programId=p2');

    await user.selectOptions(await findProgramSelect(), 'All programs');
    await waitFor(() => expect(router.state.location.search).not.toContain('programId'));
    await waitFor(() => expect(fathersCard()).toHaveTextContent(/^Fathers14/));
    expect(within(screen.getByRole('list', { name: 'Fathers at risk' })).getByRole('link', { name: 'Luis Garcia' })).toBeInTheDocument();
  });

  it('opens on the program a link names', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    signedInAs(staff, { 'GET /api/programs': () => json(TWO_PROGRAMS), 'GET /api/dashboard': dashboardHandler(asked) });
    renderApp('/dashboard?programId=p2');
    await waitFor(async () => expect(await findProgramSelect()).toHaveValue('p2'));
    expect(fathersCard()).toHaveTextContent(/^Fathers5/);
    expect(asked).toEqual(['p2']);
  });

  it("links a program's report only for those who may read it: its manager, not its staff", { timeout: 20_000 }, async () => {
    const member = makeUser({ id: 'm1', firstName: 'Mia', isAdmin: true, staffRole: 'staff' });
    const programs = [
      makeProgram({ staff: [{ userId: 'm1', displayName: 'Mia Admin', role: 'staff' }] }),
      makeProgram({ id: 'p2', name: 'Young Dads', code: 'YD', staff: [{ userId: 'm1', displayName: 'Mia Admin', role: 'manager' }] }),
    ];
    signedInAs(member, { 'GET /api/programs': () => json(programs), 'GET /api/dashboard': dashboardHandler([]) });
    const { unmount } = renderApp('/dashboard?programId=p2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report?programId=p2'));
    unmount();
    resetSessionForTests();
    signedInAs(member, { 'GET /api/programs': () => json(programs), 'GET /api/dashboard': dashboardHandler([]) });
    renderApp(`/dashboard?programId=${programs[0].id}`);
    await waitFor(async () => expect(await findProgramSelect()).toHaveValue(programs[0].id));
    expect(screen.getByRole('link', { name: 'Funder report' })).toHaveAttribute('href', '/workshops/report');
  });

  it('is not offered to staff who know one program', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    const { calls } = signedInAs(staff, { 'GET /api/dashboard': dashboardHandler(asked) });
    renderApp('/dashboard');
    await screen.findByRole('list', { name: 'Program in numbers' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/programs')).toBe(true));
    expect(queryProgramSelect()).not.toBeInTheDocument();
    expect(asked).toEqual([null]);
  });

  it('is never offered to a father, nor the programs asked for', { timeout: 20_000 }, async () => {
    const asked: (string | null)[] = [];
    const { calls } = signedInAs(father, {
      'GET /api/programs': () => json(TWO_PROGRAMS),
      'GET /api/dashboard': (_init, url) => {
        asked.push(askedProgram(url));
        return json(FATHER);
      },
    });
    renderApp('/dashboard?programId=p2');
    await screen.findByRole('list', { name: 'My attendance' });
    expect(queryProgramSelect()).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/programs')).toBe(false);
    expect(asked).toEqual([null]);
  });
});
