import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CycleInput } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { makeCycle, makeGroup, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const luis = makeUser({ id: 's1', displayName: 'Luis Staff', firstName: 'Luis', isAdmin: true, staffRole: 'staff' });
const group = makeGroup({ facilitatorId: 'admin', facilitatorIds: ['admin'] });

function cycleApi(create: Handler, viewer = admin) {
  const bodies: CycleInput[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(viewer)),
    // The users page's first page, loaded for a director wherever he is.
    'GET /api/users': () => json([admin, luis]),
    'GET /api/staff': () => json(staffOf([admin, luis])),
    'GET /api/groups': () => json([group, makeGroup({ id: 'g2', name: 'Saturday Circle', meetingDay: '', meetingTime: '' })]),
    'POST /api/cycles': (init, url) => {
      bodies.push(JSON.parse(String(init?.body)) as CycleInput);
      return create(init, url);
    },
    'GET /api/cycles/c9': () => json(makeCycle({ id: 'c9', title: 'Spring dads', sessionCount: 8 })),
    'GET /api/cycles/c9/sessions': () => json([]),
    'GET /api/cycles/c9/progress': () => json([]),
  });
  return { ...mock, bodies };
}

/** Date inputs take a whole value at once, as a browser's date picker gives it. */
function setDate(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  // As a browser's date picker does: `input` with the new value, then `change`.
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input);
  fireEvent.blur(input);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('new cycle with a schedule', () => {
  it('sends the weekly rule the coordinator built and opens the new cycle', { timeout: 20_000 }, async () => {
    const { bodies } = cycleApi(() => json(makeCycle({ id: 'c9', title: 'Spring dads', sessionCount: 8 }), 201));
    const user = userEvent.setup();
    const { router } = renderApp('/cycles/new?groupId=g1');

    await user.type(await screen.findByLabelText(/^Title/), 'Spring dads');
    // The group's meeting day, time, place and facilitator are the starting point.
    expect(screen.getByLabelText(/^Group/)).toHaveValue('g1');
    expect(screen.getByLabelText('Location')).toHaveValue('Community Center');
    expect(screen.getByLabelText('Facilitator')).toHaveValue('admin');
    // A director chooses among the staff (GET /api/staff).
    const facilitators = within(screen.getByLabelText('Facilitator')).getAllByRole('option');
    expect(facilitators.map((option) => option.textContent)).toEqual(['No facilitator', 'Ana Admin', 'Luis Staff']);
    const weekdays = within(screen.getByRole('group', { name: /Weekdays/ }));
    expect(weekdays.getByLabelText('Tuesday')).toBeChecked();
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('18:00');

    setDate(/^Start date/, '2026-03-03');
    setDate(/^End date/, '2026-05-26');
    await user.click(weekdays.getByLabelText('Thursday'));
    await user.clear(screen.getByLabelText(/^Duration/));
    await user.type(screen.getByLabelText(/^Duration/), '120');
    await user.clear(screen.getByLabelText(/^Number of sessions/));
    await user.type(screen.getByLabelText(/^Number of sessions/), '8');
    setDate('Skip a date', '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'Do not skip Mar 10, 2026' })).toBeInTheDocument();
    // Tue 3, Thu 5, (Tue 10 skipped), Thu 12, Tue 17, Thu 19, Tue 24, Thu 26, Tue 31.
    expect(screen.getByRole('status')).toHaveTextContent('8 sessions will be created');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 3, 2026 · Mar 5, 2026 · Mar 12, 2026');

    await user.click(screen.getByRole('button', { name: 'Create cycle' }));
    expect(await screen.findByText('Cycle created with 8 sessions')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cycles/c9'));
    expect(bodies).toEqual([
      {
        title: 'Spring dads',
        description: '',
        groupId: 'g1',
        facilitatorId: 'admin',
        location: 'Community Center',
        startDate: '2026-03-03',
        endDate: '2026-05-26',
        completionThreshold: 0.8,
        schedule: {
          weekdays: [2, 4],
          startTime: '18:00',
          durationMinutes: 120,
          count: 8,
          skipDates: ['2026-03-10'],
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    ]);
  });

  it('ends on a date instead of a count, and shows the rule’s messages', { timeout: 20_000 }, async () => {
    const { bodies, calls } = cycleApi(() =>
      apiError(400, 'invalid-argument', 'invalidForm', {
        'schedule.timezone': 'unknownTimeZone',
        title: ['tooLong', { label: 'Title', max: '150' }],
      }),
    );
    const user = userEvent.setup();
    renderApp('/cycles/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Winter');
    await user.selectOptions(screen.getByLabelText(/^Group/), 'g2');
    setDate(/^Start date/, '2026-03-03');
    setDate(/^End date/, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Create cycle' }));
    expect(await screen.findByText('End date must not be before the start date.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one weekday.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/cycles')).toBe(false);

    setDate(/^End date/, '2026-03-31');
    await user.click(within(screen.getByRole('group', { name: /Weekdays/ })).getByLabelText('Monday'));
    await user.click(screen.getByLabelText('On a date'));
    setDate(/^Last date/, '2026-03-16');
    expect(screen.getByRole('status')).toHaveTextContent('2 sessions will be created');
    await user.click(screen.getByRole('button', { name: 'Create cycle' }));
    // The form's own line under the fields, and the toast.
    expect(await screen.findAllByText('Sorry, not all fields are filled out correctly.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title must be at most 150 characters.');
    expect(bodies[0].schedule).toEqual({
      weekdays: [1],
      startTime: '18:00',
      durationMinutes: 90,
      until: '2026-03-16',
      skipDates: [],
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});

describe('a cycle’s facilitator', () => {
  it('is the director’s choice: a staff member plans cycles for his groups without choosing one', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(luis)),
      'GET /api/groups': () =>
        json([makeGroup({ facilitatorId: 's1', facilitatorIds: ['s1'] }), makeGroup({ id: 'g2', name: 'Saturday Circle' })]),
    });
    renderApp('/cycles/new?groupId=g1');
    await screen.findByLabelText(/^Title/);
    expect(screen.queryByLabelText('Facilitator')).not.toBeInTheDocument();
    const groups = within(screen.getByLabelText(/^Group/)).getAllByRole('option');
    expect(groups.map((option) => option.textContent)).toEqual(['Choose a group', 'Tuesday Evening Dads']);
    expect(calls.some((call) => call.path === '/api/users' || call.path === '/api/staff')).toBe(false);
  });

  it('is named on the cycle’s page to a staff member who is not a director', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(luis)),
      'GET /api/cycles/c1': () => json(makeCycle({ facilitatorId: 'admin' })),
      'GET /api/cycles/c1/sessions': () => json([]),
      'GET /api/cycles/c1/progress': () => json([]),
      'GET /api/groups': () => json([makeGroup({ facilitatorIds: ['admin'] })]),
      'GET /api/staff': () => json(staffOf([admin, luis])),
    });
    renderApp('/cycles/c1');
    const term = await screen.findByText('Facilitator', { selector: 'dt' });
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('Ana Admin'));
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });
});

describe('a session added to a cycle', () => {
  it('is sent without a number, to be numbered after the cycle’s last one, and opened', async () => {
    const added = makeSession({ id: 's9', cycleId: 'c9', number: 2, title: 'Session 2' });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(admin)),
      'GET /api/users': () => json([admin]),
      'GET /api/cycles/c9': () => json(makeCycle({ id: 'c9', title: 'Spring dads', sessionCount: 1 })),
      'GET /api/cycles/c9/sessions': () => json([makeSession({ cycleId: 'c9' })]),
      'POST /api/cycles/c9/sessions': () => json(added, 201),
      'GET /api/sessions/s9': () => json(added),
      'GET /api/sessions/s9/attendance': () => json([]),
      'GET /api/sessions/s9/rsvps': () => json({ counts: { yes: 0, no: 0, late: 0, none: 0 }, answers: [], noShows: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cycles/c9/sessions/new');
    const form = within(await screen.findByRole('form', { name: 'New session' }));
    expect(form.getByLabelText(/^Title/)).toHaveValue('Session 2');
    setDate(/^Starts at/, '2026-03-11T18:00');
    setDate(/^Ends at/, '2026-03-11T19:30');
    await user.click(form.getByRole('button', { name: 'Add session' }));

    expect(await screen.findByText('Session added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cycles/c9/sessions/s9'));
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/cycles/c9/sessions');
    expect(sent.map((call) => JSON.parse(String(call.init?.body)) as unknown)).toEqual([
      {
        title: 'Session 2',
        startsAt: new Date(2026, 2, 11, 18, 0).toISOString(),
        endsAt: new Date(2026, 2, 11, 19, 30).toISOString(),
        location: 'Community Center',
        notes: '',
      },
    ]);
  });
});
