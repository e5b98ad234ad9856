import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, pageCalls, staffOf, type Handler } from '@/testing/api';
import { makeAttendanceRecord, makeCycle, makeFather, makeGroup, makeProgram } from '@/testing/program';
import { findProgramSelect, programOptions, queryProgramSelect, TWO_PROGRAMS } from '@/testing/program-select';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const sam = makeFather();
const luis = makeFather({ id: 'f2', firstName: 'Luis', lastName: 'Garcia', status: 'exited', phone: '555-0101' });

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/**
 * A staff member’s view of a father’s record also reads his contacts, referrals, consents and
 * incentives, and the programs (one here: no programs section, no program to choose).
 */
const NO_CASE_WORK: Record<string, Handler> = Object.fromEntries([
  ['GET /api/programs', () => json([makeProgram()])],
  ...['f1', 'f9'].flatMap((id) => [
    [`GET /api/fathers/${id}/contacts`, () => json([])],
    [`GET /api/fathers/${id}/referrals`, () => json([])],
    [`GET /api/fathers/${id}/consents`, () => json([])],
    [`GET /api/fathers/${id}/incentives`, () => json([])],
    [`GET /api/fathers/${id}/texts`, () => json([])],
  ]),
]);

function staffApi(extra: Record<string, Handler> = {}) {
  const queries: Record<string, string>[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(admin)),
    'GET /api/users': () => json([admin]),
    'GET /api/staff': () => json(staffOf([admin])),
    'GET /api/groups': () => json([makeGroup(), makeGroup({ id: 'g2', name: 'Saturday Circle' })]),
    ...NO_CASE_WORK,
    'GET /api/fathers': (_init, url) => {
      queries.push(queryOf(url));
      return json(queryOf(url).status === 'exited' ? [luis] : [sam]);
    },
    ...extra,
  });
  return { ...mock, queries };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('fathers list', () => {
  it('takes its filters from the path and the query string, and writes them back', { timeout: 20_000 }, async () => {
    const { queries } = staffApi();
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/status/enrolled/group/g1?q=sam&sort=-created');

    const table = within(await screen.findByRole('table', { name: 'Fathers' }));
    expect(await table.findByRole('link', { name: 'Sam Rivera' })).toHaveAttribute('href', '/fathers/f1');
    expect(queries).toContainEqual({ q: 'sam', status: 'enrolled', groupId: 'g1', sort: '-created', limit: '50', offset: '0' });
    expect(screen.getByRole('searchbox', { name: 'Search fathers' })).toHaveValue('sam');
    expect(screen.getByLabelText('Status')).toHaveValue('enrolled');
    await waitFor(() => expect(screen.getByLabelText('Group')).toHaveValue('g1'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('-created');

    await user.selectOptions(screen.getByLabelText('Status'), 'exited');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/status/exited/group/g1'));
    expect(router.state.location.search).toBe('?q=sam&sort=-created');
    expect(await table.findByRole('link', { name: 'Luis Garcia' })).toBeInTheDocument();
    expect(within(table.getByRole('link', { name: 'Luis Garcia' }).closest('tr') as HTMLElement).getByText('Exited')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Group'), '');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/status/exited'));
    expect(queries.at(-1)).toEqual({ q: 'sam', status: 'exited', sort: '-created', limit: '50', offset: '0' });
  });

  it('pages on from where the last page ended, by the cursor the server named', async () => {
    const queries: Record<string, string>[] = [];
    const firstPage = Array.from({ length: 50 }, (_, i) => makeFather({ id: `p${i}`, lastName: `Page${String(i).padStart(2, '0')}` }));
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(admin)),
      'GET /api/users': () => json([admin]),
      'GET /api/staff': () => json(staffOf([admin])),
      'GET /api/groups': () => json([makeGroup()]),
      'GET /api/programs': () => json([makeProgram()]),
      'GET /api/fathers': (_init, url) => {
        const query = queryOf(url);
        queries.push(query);
        if (query.cursor) return json([luis]);
        const answer = json(firstPage);
        answer.headers.set('x-next-cursor', 'after-page-one');
        return answer;
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers');
    const table = within(await screen.findByRole('table', { name: 'Fathers' }));
    await table.findByRole('link', { name: 'Sam Page00' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await table.findByRole('link', { name: 'Luis Garcia' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(queries.at(-1)).toEqual({ limit: '50', cursor: 'after-page-one' });
    // The last page names no next one.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('exports the same filters as CSV, with the token', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { calls } = staffApi({
      'GET /api/fathers.csv': () => new Response('id,firstName\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    renderApp('/fathers/group/g2');
    await screen.findByRole('table', { name: 'Fathers' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['fathers.csv']));
    const csv = calls.find((call) => call.path === '/api/fathers.csv');
    expect(new Headers(csv?.init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('fathers by case manager', () => {
  const luisStaff = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

  it('lists the fathers of the case manager a link names, says so, and lets the filter go', async () => {
    const { queries } = staffApi({ 'GET /api/staff': () => json(staffOf([admin, luisStaff])) });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/status/enrolled?caseManagerId=st1');

    await screen.findByRole('table', { name: 'Fathers' });
    expect(queries).toContainEqual({ status: 'enrolled', caseManagerId: 'st1', limit: '50', offset: '0' });
    expect(await screen.findByText('Case manager: Luis Staff')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Case manager')).toHaveValue('st1'));

    // Other filters keep him.
    await user.selectOptions(screen.getByLabelText('Status'), 'exited');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/status/exited'));
    expect(router.state.location.search).toBe('?caseManagerId=st1');
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'exited', caseManagerId: 'st1', limit: '50', offset: '0' }));

    await user.click(screen.getByRole('button', { name: 'Stop filtering by Luis Staff' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('Case manager: Luis Staff')).not.toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'exited', limit: '50', offset: '0' }));
  });

  it('lets a director choose a case manager among the staff', async () => {
    const { queries } = staffApi({ 'GET /api/staff': () => json(staffOf([admin, luisStaff])) });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers');
    await screen.findByRole('table', { name: 'Fathers' });
    await user.selectOptions(await screen.findByLabelText('Case manager'), 'Luis Staff');
    await waitFor(() => expect(router.state.location.search).toBe('?caseManagerId=st1'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ caseManagerId: 'st1', limit: '50', offset: '0' }));
    expect(screen.getByText('Case manager: Luis Staff')).toBeInTheDocument();
  });

  it('names the case manager to a staff member who is not a director, without the choice', async () => {
    const { queries } = staffApi({
      'POST /api/auth/refresh': () => json(authAnswer(luisStaff)),
      'GET /api/staff': () => json(staffOf([admin, luisStaff])),
    });
    renderApp('/fathers?caseManagerId=st1');
    expect(await screen.findByText('Case manager: Luis Staff')).toBeInTheDocument();
    expect(queries).toContainEqual({ caseManagerId: 'st1', limit: '50', offset: '0' });
    expect(screen.queryByLabelText('Case manager')).not.toBeInTheDocument();
  });
});

describe('fathers by program', () => {

  it('lets staff who know two programs list one program’s fathers, in the address, and export them', { timeout: 20_000 }, async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { queries, calls } = staffApi({
      'GET /api/programs': () => json(TWO_PROGRAMS),
      'GET /api/fathers.csv': () => new Response('id,firstName\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/status/enrolled?q=sam');
    const table = within(await screen.findByRole('table', { name: 'Fathers' }));

    const select = await findProgramSelect();
    expect(select).toHaveValue('');
    expect(programOptions(select)).toEqual(['All programs', 'Fatherhood Matters', 'Young Dads']);

    await user.selectOptions(select, 'Young Dads');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sam&programId=p2'));
    expect(router.state.location.pathname).toBe('/fathers/status/enrolled');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ q: 'sam', status: 'enrolled', programId: 'p2', limit: '50', offset: '0' }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['fathers.csv']));
    const csv = calls.find((call) => call.path === '/api/fathers.csv');
    expect(Object.fromEntries(new URL(csv!.url, 'http://localhost').searchParams)).toEqual({ q: 'sam', status: 'enrolled', programId: 'p2' });

    await user.selectOptions(select, 'All programs');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sam'));
    expect(select).toHaveValue('');
    // Every program's fathers again, as read at first (from the cache: no program's answer stands for it).
    expect(queries.filter((query) => !('programId' in query))).toEqual([{ q: 'sam', status: 'enrolled', limit: '50', offset: '0' }]);
    expect(await table.findByRole('link', { name: 'Sam Rivera' })).toBeInTheDocument();
  });

  it('opens on the program a link names', async () => {
    const { queries } = staffApi({ 'GET /api/programs': () => json(TWO_PROGRAMS) });
    renderApp('/fathers?programId=p2');
    await screen.findByRole('table', { name: 'Fathers' });
    await waitFor(async () => expect(await findProgramSelect()).toHaveValue('p2'));
    expect(queries).toEqual([{ programId: 'p2', limit: '50', offset: '0' }]);
  });

  it('is not offered to staff who know one program', async () => {
    const { queries, calls } = staffApi();
    renderApp('/fathers');
    await screen.findByRole('table', { name: 'Fathers' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/programs')).toBe(true));
    expect(queryProgramSelect()).not.toBeInTheDocument();
    expect(queries).toEqual([{ limit: '50', offset: '0' }]);
  });
});

describe('a father’s record', () => {
  it('shows a father his own record from "My progress", and lets him edit only his contact details', { timeout: 20_000 }, async () => {
    const account = makeUser({ id: 'u9', firstName: 'Sam', displayName: 'Sam R' });
    const mine = makeFather({ userId: 'u9', notes: null, address: '1 Elm St' });
    const group = makeGroup({
      members: [
        { fatherId: 'f1', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Sam', lastName: 'R.', photoKey: null },
        { fatherId: 'f2', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Luis', lastName: 'G.', photoKey: null },
      ],
    });
    const patches: unknown[] = [];
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(account)),
      'GET /api/me/father': () => json(mine),
      'GET /api/fathers/f1': () => json(mine),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 4, attended: 3, rate: 0.75, hours: 4.5, consecutiveAbsences: 1, lastAttended: null, atRisk: false }),
      'GET /api/groups': () => json([group]),
      'GET /api/cycles': () => json([makeCycle()]),
      'GET /api/cycles/c1/progress': () =>
        json([{ fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera', joinedAt: '2026-01-06T18:00:00Z', countable: 4, attended: 3, rate: 0.75, hours: 4.5, consecutiveAbsences: 1, lastAttended: null, atRisk: false, completedCourse: false }]),
      // His sessions, newest first: the one to come has no mark yet.
      'GET /api/fathers/f1/attendance': () =>
        json([
          makeAttendanceRecord({ sessionId: 's2', number: 2, title: 'Session 2', sessionStatus: 'scheduled', status: null }),
          makeAttendanceRecord({ sessionId: 's1', number: 1, title: 'Session 1', sessionStatus: 'completed', status: 'late' }),
        ]),
      'GET /api/milestones': () =>
        json([
          {
            id: 'm1',
            fatherId: 'f1',
            fatherName: 'Sam Rivera',
            title: 'Completed Nurturing Fathers',
            kind: 'completed course',
            achievedAt: '2026-03-24',
            note: '',
            cycleId: 'c1',
            createdBy: 'admin',
            createdAt: '2026-03-24T20:00:00Z',
          },
        ]),
      'PATCH /api/fathers/f1': (init) => {
        patches.push(JSON.parse(String(init?.body)));
        return json({ ...mine, phone: '555-0199' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Fathers' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'My progress' }));
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    // His record where he asked for it, from the one answer that found it.
    expect(router.state.location.pathname).toBe('/fathers/me');
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/fathers/f1')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'My progress' })).toHaveAttribute('aria-current', 'page');

    const attendance = within(screen.getByRole('region', { name: 'Attendance' }));
    expect(await attendance.findByText('75%')).toBeInTheDocument();
    expect(attendance.getByText('3 of 4 sessions')).toBeInTheDocument();
    // His papers to print: the attendance letter, and a certificate for the course he completed.
    expect(attendance.getByRole('link', { name: 'Attendance letter' })).toHaveAttribute('href', '/fathers/f1/attendance-letter');
    const milestones = within(screen.getByRole('region', { name: 'Milestones' }));
    expect(await milestones.findByRole('link', { name: 'Certificate: Completed Nurturing Fathers' })).toHaveAttribute(
      'href',
      '/fathers/f1/certificate/c1',
    );
    expect(await screen.findByRole('link', { name: 'Nurturing Fathers' })).toHaveAttribute('href', '/cycles/c1');
    // His history: the completed session only, with his own mark.
    const history = within(await screen.findByRole('list', { name: 'Attendance history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(1);
    expect(history.getByRole('listitem')).toHaveTextContent('#1 L');
    expect(screen.queryByRole('region', { name: 'Case notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit my contact details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'My contact details' }));
    await user.clear(dialog.getByLabelText('Phone'));
    await user.type(dialog.getByLabelText('Phone'), '555-0199');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(patches).toEqual([{ phone: '555-0199' }]);
  });

  it('shows a Spanish father the day he joined his group as that day, and his last attendance on 24 hours', { timeout: 20_000 }, async () => {
    const account = makeUser({ id: 'u9', firstName: 'José', displayName: 'José', preferredLanguage: 'es' });
    const mine = makeFather({ userId: 'u9', firstName: 'José', lastName: 'Ramírez' });
    // Joined "on" Jan 6: a day sent as midnight UTC, which an instant would make Jan 5 in the Americas.
    const group = makeGroup({ members: [{ fatherId: 'f1', joinedAt: '2026-01-06T00:00:00.000Z', firstName: 'José', lastName: 'R.', photoKey: null }] });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(account)),
      'GET /api/me/father': () => json(mine),
      'GET /api/fathers/f1': () => json(mine),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 4, attended: 3, rate: 0.75, hours: 4.5, consecutiveAbsences: 0, lastAttended: new Date(2026, 2, 3, 18, 0).toISOString(), atRisk: false }),
      'GET /api/groups': () => json([group]),
      'GET /api/cycles': () => json([]),
      'GET /api/milestones': () => json([]),
    });
    renderApp('/fathers/me');
    expect(await screen.findByRole('heading', { name: 'José Ramírez' })).toBeInTheDocument();
    expect(await screen.findByText('Se unió el 6 ene 2026')).toBeInTheDocument();
    const attendance = within(screen.getByRole('region', { name: 'Asistencia' }));
    expect(await attendance.findByText('3 mar 2026 18:00')).toBeInTheDocument();
    expect(screen.queryByText(/\b(AM|PM)\b/)).not.toBeInTheDocument();
  });

  it('shows a not-found page for a record that is not his', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9' }))),
      'GET /api/fathers/f2': () => apiError(404, 'not-found', 'noSuchFather'),
    });
    renderApp('/fathers/f2');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-description')).toHaveTextContent('This father record does not exist, or it is not yours to see.');
  });

  it('sends fathers who open the list to a 403 page', async () => {
    const { calls } = mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9' }))) });
    renderApp('/fathers/status/enrolled');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(pageCalls(calls).map((call) => call.path)).toEqual(['/api/auth/refresh']);
  });
});

describe('father form', () => {
  it('requires the names, adds children and creates the record', { timeout: 20_000 }, async () => {
    const bodies: unknown[] = [];
    staffApi({
      'POST /api/fathers': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(makeFather({ id: 'f9', firstName: 'Omar', lastName: 'Diaz' }), 201);
      },
      'GET /api/fathers/f9': () => json(makeFather({ id: 'f9', firstName: 'Omar', lastName: 'Diaz' })),
      'GET /api/fathers/f9/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/fathers/f9/activity': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/new');

    await user.click(await screen.findByLabelText(/^First name/));
    await user.tab();
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Omar');
    await user.type(screen.getByLabelText(/^Last name/), 'Diaz');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));

    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await user.type(screen.getByLabelText(/^Name of child 1/), 'Mia');
    await user.type(screen.getByLabelText('Birth year'), '2019');
    await user.selectOptions(screen.getByLabelText('Status'), 'exited');
    await user.type(screen.getByLabelText('Exit reason'), 'Moved away');
    await user.selectOptions(screen.getByLabelText('Case manager'), 'admin');

    await user.click(screen.getByRole('button', { name: 'Create father' }));
    expect(await screen.findByText('Father created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f9'));
    expect(bodies[0]).toMatchObject({
      firstName: 'Omar',
      lastName: 'Diaz',
      email: '',
      children: [{ name: 'Mia', birthYear: 2019 }],
      status: 'exited',
      exitDate: null,
      exitReason: 'Moved away',
      caseManagerId: 'admin',
      userId: null,
      dateOfBirth: null,
    });
  });
});

describe('a father’s phone and texts, on the form', () => {
  /** Sam's record, and what his page reads after the form is saved. */
  const SAMS_PAGE: Record<string, Handler> = {
    'GET /api/fathers/f1': () => json(sam),
    'GET /api/fathers/f1/progress': () =>
      json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
    'GET /api/milestones': () => json([]),
    'GET /api/cycles': () => json([]),
    'GET /api/fathers/f1/activity': () => json([]),
  };

  it('shows the server’s word on a number that is not one, and sends "Reminders by text"', { timeout: 20_000 }, async () => {
    const patches: unknown[] = [];
    staffApi({
      ...SAMS_PAGE,
      'PATCH /api/fathers/f1': (init) => {
        const body = JSON.parse(String(init?.body)) as { phone?: string };
        patches.push(body);
        if (body.phone === '555-01') {
          return apiError(400, 'invalid-argument', 'invalidForm', {
            phone: 'phoneInvalid',
          });
        }
        return json(makeFather({ phone: '+15551234567', remindersSms: false }));
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/edit/f1');
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('With its area code, e.g. (555) 123-4567, or +52 … for another country. Texts go to this number.');
    const reminders = screen.getByRole('switch', { name: /^Reminders by text/ });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(
      'His reminders of sessions and events also go by text, while his consent to texts stands.',
    );

    await user.clear(phone);
    await user.type(phone, '555-01');
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This is not a phone number: write it with its area code, e.g. (555) 123-4567, or +52 for another country.'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/fathers/edit/f1');

    await user.clear(phone);
    await user.type(phone, '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f1'));
    expect(patches).toEqual([
      { phone: '555-01', remindersSms: false },
      { phone: '(555) 123-4567', remindersSms: false },
    ]);
  });

  it('says the phone’s message in Spanish', async () => {
    staffApi({
      ...SAMS_PAGE,
      'POST /api/auth/refresh': () => json(authAnswer({ ...admin, preferredLanguage: 'es' })),
      'PATCH /api/fathers/f1': () =>
        apiError(400, 'invalid-argument', 'invalidForm', {
          phone: 'phoneInvalid',
        }),
    });
    const user = userEvent.setup();
    renderApp('/fathers/edit/f1');
    const phone = await screen.findByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, 'llámame');
    expect(screen.getByRole('switch', { name: /^Recordatorios por mensaje de texto/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText(
        'Esto no es un número de teléfono: escríbelo con su código de área, p. ej. (555) 123-4567, o con +52 si es de otro país.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a father’s case manager', () => {
  const staffMember = makeUser({ id: 'st1', displayName: 'Luis Staff', firstName: 'Luis', isAdmin: true, staffRole: 'staff' });
  const marta = makeUser({ id: 'st2', displayName: 'Marta Staff', isAdmin: true, staffRole: 'staff' });

  it('is a select of the staff accounts for a director, who can clear it', async () => {
    const patches: unknown[] = [];
    staffApi({
      'GET /api/users': () => json([admin, marta, makeUser({ id: 'u5', displayName: 'Omar Father' })]),
      'GET /api/staff': () => json(staffOf([admin, marta])),
      'GET /api/fathers/f1': () => json(makeFather({ caseManagerId: 'st2' })),
      'PATCH /api/fathers/f1': (init) => {
        patches.push(JSON.parse(String(init?.body)));
        return json(makeFather());
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/edit/f1');
    const select = await screen.findByRole('combobox', { name: 'Case manager' });
    expect(select).toHaveValue('st2');
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No case manager', 'Ana Admin', 'Marta Staff']);
    await user.selectOptions(select, 'No case manager');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f1'));
    expect(patches).toEqual([{ caseManagerId: null }]);
  });

  it('is read-only for staff, and a father a staff member adds is sent without one', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(staffMember)),
      'GET /api/staff': () => json(staffOf([admin, staffMember, marta])),
      'POST /api/fathers': (init) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return json(makeFather({ id: 'f9', firstName: 'Omar', lastName: 'Diaz', caseManagerId: 'st1' }), 201);
      },
      'GET /api/fathers/f9': () => json(makeFather({ id: 'f9', firstName: 'Omar', lastName: 'Diaz', caseManagerId: 'st1' })),
      'GET /api/fathers/f9/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/groups': () => json([]),
      'GET /api/fathers/f9/activity': () => json([]),
      ...NO_CASE_WORK,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/new');
    const manager = await screen.findByRole('textbox', { name: 'Case manager' });
    expect(manager).toHaveValue('No case manager');
    expect(manager).toHaveAttribute('readonly');
    expect(screen.getByText('A director chooses the case manager.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Case manager' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Linked account')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^First name/), 'Omar');
    await user.type(screen.getByLabelText(/^Last name/), 'Diaz');
    await user.click(screen.getByRole('button', { name: 'Create father' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f9'));
    expect(bodies[0]).toMatchObject({ firstName: 'Omar', lastName: 'Diaz' });
    expect(bodies[0]).not.toHaveProperty('caseManagerId');
    // His own name: the server made him the case manager.
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  function recordOf(father: Father, viewer = staffMember) {
    return mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(viewer)),
      'GET /api/staff': () => json(staffOf([admin, staffMember, marta])),
      'GET /api/fathers/f1': () => json(father),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'GET /api/groups': () => json([]),
      'GET /api/fathers/f1/activity': () => json([]),
      ...NO_CASE_WORK,
    });
  }

  function caseManagerFact() {
    const term = screen.getAllByText('Case manager').find((node) => node.tagName === 'DT');
    return term?.nextElementSibling;
  }

  it('is named to a staff member who is not a director, on the record and in the form', async () => {
    const { calls } = recordOf(makeFather({ caseManagerId: 'st2' }));
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await waitFor(() => expect(caseManagerFact()).toHaveTextContent('Marta Staff'));
    expect(screen.queryByText(/other staff member/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const manager = await screen.findByRole('textbox', { name: 'Case manager' });
    expect(manager).toHaveValue('Marta Staff');
    expect(manager).toHaveAttribute('readonly');
    // The staff list is enough: the account list stays a director's.
    expect(calls.filter((call) => call.path === '/api/staff')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  it('is "1 other staff member" only when the staff list does not hold him', async () => {
    recordOf(makeFather({ caseManagerId: 'gone' }));
    renderApp('/fathers/f1');
    await waitFor(() => expect(caseManagerFact()).toHaveTextContent('1 other staff member'));
  });
});

describe('a father’s photo and activity (staff)', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'Sam at home.png', { type: 'image/png' });

  function recordApi(put: Handler) {
    let record = makeFather({ photoKey: 'photos/1_old.jpg' });
    const photos: string[] = [];
    const bodies: { body: unknown; url: string; type: string | null }[] = [];
    const mock = staffApi({
      'GET /api/fathers/f1': () => json(record),
      'GET /api/fathers/f1/progress': () =>
        json({ countable: 0, attended: 0, rate: 0, hours: 0, consecutiveAbsences: 0, lastAttended: null, atRisk: false }),
      'GET /api/fathers/f1/photo': (_init, url) => {
        photos.push(queryOf(url).v);
        return new Response(new Blob([`jpeg ${photos.length}`], { type: 'image/jpeg' }), { headers: { 'Content-Type': 'image/jpeg' } });
      },
      'GET /api/fathers/f1/activity': () =>
        json([
          {
            id: 'a1',
            createdAt: '2026-03-10T18:00:00Z',
            fromUser: 'admin',
            fromUserName: 'Ana Admin',
            action: 'attended',
            toUser: null,
            toUserName: null,
            description: 'Sam Rivera attended Session 1 of Nurturing Fathers',
            subject: { kind: 'father', id: 'f1' },
          },
        ]),
      'GET /api/milestones': () => json([]),
      'GET /api/cycles': () => json([]),
      'PUT /api/fathers/f1/photo': async (init, url) => {
        bodies.push({ body: init?.body, url, type: new Headers(init?.headers).get('Content-Type') });
        const answer = await put(init, url);
        if (answer.ok) record = { ...record, photoKey: 'photos/2_Sam_at_home.jpg' };
        return answer;
      },
    });
    return { ...mock, bodies, photos };
  }

  beforeEach(() => {
    let next = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${++next}`), revokeObjectURL: vi.fn() }),
    );
  });

  it('shows his photo and his own activity, and uploads a new photo as the file itself', { timeout: 20_000 }, async () => {
    const { calls, bodies, photos } = recordApi(() => json(makeFather({ photoKey: 'photos/2_Sam_at_home.jpg' })));
    const user = userEvent.setup();
    renderApp('/fathers/f1');

    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Sam Rivera' })).toHaveAttribute('src', 'blob:photo-1'));
    const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
    expect(await activity.findByText('Sam Rivera attended Session 1 of Nurturing Fathers')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/fathers/f1/activity');
    expect(calls.map((call) => call.path)).not.toContain('/api/activities');

    // Over 10 MiB: refused before sending.
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Change photo'), huge);
    expect(await screen.findByText('The photo is larger than 10 MB. Please choose a smaller image.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const file = png();
    await user.upload(screen.getByLabelText('Change photo'), file);
    expect(await screen.findByText('Photo saved')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].body).toBe(file);
    expect(bodies[0].type).toBe('image/png');
    expect(queryOf(bodies[0].url)).toEqual({ filename: 'Sam at home.png' });
    // The new photoKey brings the new photo at once.
    await waitFor(() => expect(photos.at(-1)).toBe('photos/2_Sam_at_home.jpg'));
    expect(photos[0]).toBe('photos/1_old.jpg');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Sam Rivera' })).toHaveAttribute('src', 'blob:photo-2'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });

  it('shows the server’s message when the upload is refused', async () => {
    const { bodies } = recordApi(() =>
      apiError(400, 'invalid-argument', 'photoNotImage'),
    );
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await screen.findByRole('heading', { name: 'Sam Rivera' });
    await user.upload(screen.getByLabelText('Change photo'), png());
    expect(await screen.findByText('The file is not a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  });
});
