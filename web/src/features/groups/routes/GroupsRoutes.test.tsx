import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, staffOf } from '@/testing/api';
import { makeGroup, makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';

beforeEach(() => {
  resetSessionForTests();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:luis'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a group’s members', () => {
  it('shows a father his fellow members’ photos, and initials for those without one', async () => {
    const group = makeGroup({
      members: [
        { fatherId: 'f1', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Sam', lastName: 'R.', photoKey: null },
        { fatherId: 'f2', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Luis', lastName: 'G.', photoKey: 'photos/1_luis.jpg' },
      ],
    });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9' }))),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
      'GET /api/fathers/f2/photo': () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    });
    renderApp('/fathers-group/g1');

    const members = within(await screen.findByRole('list', { name: 'Members' }));
    await waitFor(() => expect(members.getByRole('img', { name: 'Photo of Luis G.' })).toHaveAttribute('src', 'blob:luis'));
    expect(members.queryByRole('img', { name: 'Photo of Sam R.' })).not.toBeInTheDocument();
    expect(members.getByText('SR')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/photo')).map((call) => call.path)).toEqual(['/api/fathers/f2/photo']);
  });

  it('tells a Spanish father the day each member joined, as a day and never the day before', async () => {
    const group = makeGroup({
      members: [
        // A day sent as midnight UTC, and an instant of the afternoon.
        { fatherId: 'f1', joinedAt: '2026-11-09T00:00:00Z', firstName: 'José', lastName: 'R.', photoKey: null },
        { fatherId: 'f2', joinedAt: new Date(2026, 10, 12, 15, 30).toISOString(), firstName: 'Luis', lastName: 'G.', photoKey: null },
      ],
    });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9', preferredLanguage: 'es' }))),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
    });
    renderApp('/fathers-group/g1');
    const members = within(await screen.findByRole('list', { name: 'Miembros' }));
    expect(members.getByText('Se unió el 9 nov 2026')).toBeInTheDocument();
    expect(members.getByText('Se unió el 12 nov 2026')).toBeInTheDocument();
    expect(members.queryByText(/\d:\d\d/)).not.toBeInTheDocument();
  });
});

describe('a group’s facilitators', () => {
  const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
  const luis = makeUser({ id: 's1', displayName: 'Luis Staff', email: 'luis@example.com', isAdmin: true, staffRole: 'staff' });
  const marta = makeUser({ id: 's2', displayName: 'Marta Staff', email: 'marta@example.com', isAdmin: true, staffRole: 'staff' });
  const father = makeUser({ id: 'u9', isAdmin: false });
  const group = makeGroup({ facilitatorIds: ['s1'], facilitatorId: 's1', facilitatorNames: ['Luis Staff'] });
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

  it('lets a director choose them among the staff accounts and sends facilitatorIds', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(director)),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
      // The users page's first page, loaded for a director wherever he is.
      'GET /api/users': () => json([director, luis, marta, father]),
      'GET /api/staff': () => json(staffOf([director, luis, marta])),
      'PATCH /api/groups/g1': () => json({ ...group, facilitatorIds: ['s1', 's2'] }),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    const chooser = within(await screen.findByRole('group', { name: 'Facilitators' }));
    expect(chooser.getByRole('checkbox', { name: 'Luis Staff' })).toBeChecked();
    expect(chooser.getByRole('checkbox', { name: 'Marta Staff' })).not.toBeChecked();
    // Fathers' accounts cannot facilitate.
    expect(chooser.queryByRole('checkbox', { name: 'Sam Father' })).not.toBeInTheDocument();
    // One staff list serves the names and the checklist.
    expect(calls.filter((call) => call.path === '/api/staff')).toHaveLength(1);
    await userEvent.click(chooser.getByRole('checkbox', { name: 'Marta Staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(bodyOf(patch?.init)).toEqual({ facilitatorIds: ['s1', 's2'] });
  });

  it('lets a facilitator who is not a director edit the group, without choosing facilitators', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(luis)),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
      'GET /api/staff': () => json(staffOf([director, luis, marta])),
      'PATCH /api/groups/g1': () => json({ ...group, location: 'Library' }),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const form = within(await screen.findByRole('form', { name: 'Edit group' }));
    expect(form.queryByRole('group', { name: 'Facilitators' })).not.toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Location'));
    await userEvent.type(form.getByLabelText('Location'), 'Library');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PATCH')?.init)).toEqual({ location: 'Library' });
    // The account list is a director's: staff never ask for it.
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  it('shows other staff the group read-only, and why, its facilitators by name', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(marta)),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
      'GET /api/staff': () => json(staffOf([director, luis, marta])),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Only the group’s facilitators or a director can change this.')).toBeInTheDocument();
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();
    expect(screen.queryByText(/other staff member/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New cycle' })).not.toBeInTheDocument();
  });

  it('names every facilitator to staff as the group names them, one the staff list no longer holds too', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(marta)),
      'GET /api/groups/g1': () =>
        json(makeGroup({ facilitatorIds: ['s1', 'gone'], facilitatorId: 's1', facilitatorNames: ['Luis Staff', 'Rosa Former'] })),
      'GET /api/cycles': () => json([]),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Luis Staff and Rosa Former')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/staff')).toBe(false);
  });

  it('tells a father who facilitates his group, by name', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(father)),
      'GET /api/groups/g1': () =>
        json(
          makeGroup({
            facilitatorIds: ['s1', 's2'],
            facilitatorNames: ['Maria Coordinator', 'Sam Facilitator'],
            members: [{ fatherId: 'f1', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Sam', lastName: 'R.', photoKey: null }],
          }),
        ),
      'GET /api/cycles': () => json([]),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Facilitated by Maria Coordinator and Sam Facilitator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit group' })).not.toBeInTheDocument();
    // The names come with the group: no staff list or contacts to read.
    expect(calls.some((call) => call.path === '/api/contacts' || call.path === '/api/staff')).toBe(false);
  });

  it('tells a Spanish father who facilitates his group', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9', preferredLanguage: 'es' }))),
      'GET /api/groups/g1': () =>
        json(makeGroup({ facilitatorIds: ['s1', 's2'], facilitatorNames: ['María Coordinadora', 'Sam Facilitador'] })),
      'GET /api/cycles': () => json([]),
    });
    renderApp('/fathers-group/g1');
    expect(await screen.findByText('Facilitado por María Coordinadora y Sam Facilitador')).toBeInTheDocument();
  });
});

describe('the groups list', () => {
  const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
  const luisMember = { fatherId: 'f2', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Luis', lastName: 'G.', photoKey: null };

  it('counts every current member of a group, not only those the reader may see', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(director)),
      'GET /api/users': () => json([director]),
      'GET /api/groups': () => json([makeGroup({ members: [luisMember], memberCount: 12 })]),
    });
    renderApp('/fathers-group');
    const card = within((await screen.findByRole('link', { name: 'Tuesday Evening Dads' })).closest('li') as HTMLElement);
    expect(card.getByText('12 members')).toBeInTheDocument();
  });

  it('shows a father his group with its member count and facilitators', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9' }))),
      'GET /api/groups': () =>
        json([makeGroup({ members: [luisMember], memberCount: 9, facilitatorIds: ['s1'], facilitatorNames: ['Maria Coordinator'] })]),
    });
    renderApp('/fathers-group');
    const card = within((await screen.findByRole('link', { name: 'Tuesday Evening Dads' })).closest('li') as HTMLElement);
    expect(card.getByText('9 members')).toBeInTheDocument();
    expect(card.getByText('Facilitated by Maria Coordinator')).toBeInTheDocument();
    expect(card.getByText('Luis G.')).toBeInTheDocument();
  });
});

describe('a new group', () => {
  const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
  const luis = makeUser({ id: 's1', displayName: 'Luis Staff', email: 'luis@example.com', isAdmin: true, staffRole: 'staff' });
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

  function newGroupApi(viewer: typeof director, programs = [makeProgram()]) {
    return mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(viewer)),
      // The users page's first page, loaded for a director wherever he is.
      'GET /api/users': () => json([director, luis]),
      'GET /api/staff': () => json(staffOf([director, luis])),
      // One program unless a test says otherwise: the form then asks for none.
      'GET /api/programs': () => json(programs),
      'POST /api/groups': () => json(makeGroup({ id: 'g9', name: 'Saturday Circle' }), 201),
      'GET /api/groups/g9': () => json(makeGroup({ id: 'g9', name: 'Saturday Circle' })),
      'GET /api/cycles': () => json([]),
    });
  }

  it('is created by a director with its name, place and the facilitators he chose, and opened', async () => {
    const { calls } = newGroupApi(director);
    const user = userEvent.setup();
    const { router } = renderApp('/fathers-group/new');
    const form = within(await screen.findByRole('form', { name: 'New father group' }));
    await user.type(form.getByLabelText(/^Name/), 'Saturday Circle');
    await user.type(form.getByLabelText('Location'), 'Library');
    await user.click(within(form.getByRole('group', { name: 'Facilitators' })).getByRole('checkbox', { name: 'Luis Staff' }));
    await user.click(form.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Group created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers-group/g9'));
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/groups');
    expect(created.map((call) => bodyOf(call.init))).toEqual([
      { name: 'Saturday Circle', description: '', meetingDay: '', meetingTime: '', location: 'Library', facilitatorIds: ['s1'] },
    ]);
  });

  it('is created by a staff member without naming facilitators: he facilitates it', async () => {
    const { calls } = newGroupApi(luis);
    const user = userEvent.setup();
    const { router } = renderApp('/fathers-group/new');
    const form = within(await screen.findByRole('form', { name: 'New father group' }));
    expect(form.queryByRole('group', { name: 'Facilitators' })).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/^Name/), 'Saturday Circle');
    await user.click(form.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers-group/g9'));
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/groups');
    expect(created.map((call) => bodyOf(call.init))).toEqual([{ name: 'Saturday Circle', description: '', meetingDay: '', meetingTime: '', location: '' }]);
  });

  it('is put in the program chosen once there are two, and not created without one', async () => {
    const { calls } = newGroupApi(director, [makeProgram(), makeProgram({ id: 'p2', name: 'Safe Dads', code: 'SAFE' })]);
    const user = userEvent.setup();
    const { router } = renderApp('/fathers-group/new');
    const form = within(await screen.findByRole('form', { name: 'New father group' }));
    await user.type(form.getByLabelText(/^Name/), 'Saturday Circle');
    await user.click(form.getByRole('button', { name: 'Create group' }));
    expect(await form.findByText('Program is required.')).toBeInTheDocument();

    await user.selectOptions(form.getByRole('combobox', { name: /^Program/ }), 'Safe Dads');
    await user.click(form.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers-group/g9'));
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/groups');
    expect(created.map((call) => bodyOf(call.init))).toEqual([
      { name: 'Saturday Circle', description: '', meetingDay: '', meetingTime: '', location: '', programId: 'p2', facilitatorIds: [] },
    ]);
  });
});
