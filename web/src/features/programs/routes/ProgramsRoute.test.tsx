import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, staffOf } from '@/testing/api';
import { makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Program } from '../api/types';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
const luis = makeUser({ id: 's1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
const maria = makeUser({ id: 's2', displayName: 'María Staff', isAdmin: true, staffRole: 'staff' });

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The programs as the server keeps them, and what the page sent; `refuse` answers a write first when it refuses it. */
function programsServer(stored: Program[], refuse: (method: string, body: unknown) => Response | undefined = () => undefined) {
  let programs = [...stored];
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(director)),
    'GET /api/users': () => json([director, luis, maria]),
    'GET /api/staff': () => json(staffOf([director, luis, maria])),
    'GET /api/programs': () => json(programs),
    'POST /api/programs': (init) => {
      const refused = refuse('POST', bodyOf(init));
      if (refused) return refused;
      const created = makeProgram({ id: 'p9', ...(bodyOf(init) as Partial<Program>) });
      programs = [...programs, created];
      return json(created, 201);
    },
    'PUT /api/programs/p2/staff': (init) => {
      const staff = bodyOf(init) as { userId: string; role: 'manager' | 'staff' }[];
      const names = new Map([luis, maria, director].map((user) => [user.id, user.displayName]));
      programs = programs.map((program) =>
        program.id === 'p2' ? { ...program, staff: staff.map((member) => ({ ...member, displayName: names.get(member.userId) ?? '' })) } : program,
      );
      return json(programs.find((program) => program.id === 'p2'));
    },
    'PATCH /api/programs/p2': (init) => {
      programs = programs.map((program) =>
        program.id === 'p2' ? { ...program, ...(bodyOf(init) as object), archivedAt: (bodyOf(init) as { archived?: boolean }).archived ? '2026-11-30T12:00:00Z' : program.archivedAt } : program,
      );
      return json(programs.find((program) => program.id === 'p2'));
    },
  });
}

const fatherhood = makeProgram({ id: 'p1', name: 'Fatherhood Matters', code: 'FM', groupCount: 3, staff: [{ userId: 's1', displayName: 'Luis Staff', role: 'manager' }] });
const safeDads = makeProgram({ id: 'p2', name: 'Safe Dads', code: 'SAFE', confidential: true, groupCount: 1 });
const oldGrant = makeProgram({ id: 'p3', name: 'Old Grant', code: 'OLD', archivedAt: '2025-06-30T00:00:00Z' });

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the programs page', () => {
  it('lists each program with its code, confidentiality, groups and staff, archived ones last and marked', async () => {
    programsServer([oldGrant, fatherhood, safeDads]);
    renderApp('/programs');

    const programs = await screen.findByRole('list', { name: 'Programs' });
    const list = within(programs);
    expect(within(screen.getByTestId('admin-nav')).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    const rows = list.getAllByRole('listitem').filter((item) => item.parentElement === programs);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Fatherhood Matters', 'Safe Dads', 'Old Grant']);

    const fm = within(list.getByRole('listitem', { name: 'Fatherhood Matters' }));
    expect(fm.getByText('Code FM')).toBeInTheDocument();
    expect(fm.getByText('3 groups')).toBeInTheDocument();
    expect(within(fm.getByRole('list', { name: 'Staff of Fatherhood Matters' })).getByText('Luis Staff (Manager)')).toBeInTheDocument();
    expect(fm.queryByText('Confidential')).not.toBeInTheDocument();

    const safe = within(list.getByRole('listitem', { name: 'Safe Dads' }));
    expect(safe.getByText('Confidential')).toBeInTheDocument();
    expect(safe.getByText('1 group')).toBeInTheDocument();
    expect(safe.getByText('No staff named yet.')).toBeInTheDocument();

    const old = within(list.getByRole('listitem', { name: 'Old Grant' }));
    expect(old.getByText('Archived')).toBeInTheDocument();
    expect(old.getByRole('button', { name: 'Bring back' })).toBeInTheDocument();
  });

  it('creates a confidential program, showing a code already taken at its field first', { timeout: 20_000 }, async () => {
    let tries = 0;
    const { calls } = programsServer([fatherhood], () =>
      tries++ === 0 ? apiError(400, 'invalid-argument', 'invalidForm', { code: 'programCodeTaken' }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/programs');
    await user.click(await screen.findByRole('button', { name: 'New program' }));

    const form = within(await screen.findByRole('form', { name: 'New program' }));
    expect(form.getByText(/invisible|cannot see it/)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Name/), 'Safe Dads');
    await user.type(form.getByLabelText(/^Code/), 'FM');
    await user.click(form.getByRole('switch', { name: /Confidential/ }));
    await user.click(form.getByRole('button', { name: 'Create program' }));

    expect(await form.findByText('Another program has this code.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText(/^Code/));
    await user.type(form.getByLabelText(/^Code/), 'SAFE');
    await user.click(form.getByRole('button', { name: 'Create program' }));

    expect(await screen.findByText('Program created')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Safe Dads' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST' && call.path === '/api/programs');
    expect(posts.map((call) => bodyOf(call.init))).toEqual([
      { name: 'Safe Dads', code: 'FM', confidential: true },
      { name: 'Safe Dads', code: 'SAFE', confidential: true },
    ]);
  });

  it('sets who works in a program, and as what', { timeout: 20_000 }, async () => {
    const { calls } = programsServer([fatherhood, safeDads]);
    const user = userEvent.setup();
    renderApp('/programs');
    const safe = within(await screen.findByRole('listitem', { name: 'Safe Dads' }));
    await user.click(safe.getByRole('button', { name: 'Staff' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Staff of Safe Dads' }));
    expect(dialog.getByText(/A manager sees every father and group/)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Role of María Staff' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Works in Luis Staff' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Works in María Staff' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Role of María Staff' }), 'Manager');
    await user.click(dialog.getByRole('button', { name: 'Save staff' }));

    expect(await screen.findByText('Staff saved')).toBeInTheDocument();
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put.map((call) => bodyOf(call.init))).toEqual([
      [
        { userId: 's1', role: 'staff' },
        { userId: 's2', role: 'manager' },
      ],
    ]);
    const staffList = within(await screen.findByRole('list', { name: 'Staff of Safe Dads' }));
    expect(staffList.getByText('María Staff (Manager)')).toBeInTheDocument();
  });

  it('edits a program, sending only what changed', { timeout: 20_000 }, async () => {
    const { calls } = programsServer([fatherhood, safeDads]);
    const user = userEvent.setup();
    renderApp('/programs');
    const safe = within(await screen.findByRole('listitem', { name: 'Safe Dads' }));
    await user.click(safe.getByRole('button', { name: 'Edit' }));

    const form = within(await screen.findByRole('form', { name: 'Edit Safe Dads' }));
    expect(form.getByLabelText(/^Code/)).toHaveValue('SAFE');
    expect(form.getByRole('switch', { name: /Confidential/ })).toBeChecked();
    await user.clear(form.getByLabelText(/^Name/));
    await user.type(form.getByLabelText(/^Name/), 'Safe Dads Plus');
    await user.click(form.getByRole('switch', { name: /Confidential/ }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Program saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => bodyOf(call.init))).toEqual([{ name: 'Safe Dads Plus', confidential: false }]);
    expect(await screen.findByRole('listitem', { name: 'Safe Dads Plus' })).toBeInTheDocument();
  });

  it('asks before archiving a program', { timeout: 20_000 }, async () => {
    const { calls } = programsServer([fatherhood, safeDads]);
    const user = userEvent.setup();
    renderApp('/programs');
    const safe = within(await screen.findByRole('listitem', { name: 'Safe Dads' }));
    await user.click(safe.getByRole('button', { name: 'Archive' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Archive Safe Dads?' }));
    await user.click(dialog.getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Program archived')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => bodyOf(call.init))).toEqual([{ archived: true }]);
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Safe Dads' })).getByText('Archived')).toBeInTheDocument());
  });

  it('is for directors only', async () => {
    mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(luis)) });
    renderApp('/programs');
    expect(await screen.findByText(/directors/i)).toBeInTheDocument();
  });
});
