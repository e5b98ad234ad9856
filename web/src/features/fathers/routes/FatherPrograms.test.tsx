import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeFather, makeProgram } from '@/testing/program';
import { renderApp } from '@/testing/render';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
const marta = makeUser({ id: 'st2', displayName: 'Marta Staff', isAdmin: true, staffRole: 'staff' });
const fatherhood = makeProgram();
const safeDads = makeProgram({ id: 'p2', name: 'Safe Dads', code: 'SAFE', confidential: true });
const TWO_PROGRAMS = { 'GET /api/programs': () => json([fatherhood, safeDads]) };

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function setDate(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input);
  fireEvent.blur(input);
}

/** Sam, enrolled in the first program with Marta as his case manager. */
function sam(overrides: Partial<Father> = {}): Father {
  return makeFather({ caseManagerId: 'st2', ...overrides });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a father’s programs', () => {
  it('are not shown where the organisation runs one program', async () => {
    const { calls } = fatherPageApi(director, [director, marta], () => sam());
    renderApp('/fathers/f1');
    expect(await screen.findByRole('region', { name: 'Program' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/programs')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enrol in a program' })).not.toBeInTheDocument();
  });

  it('are listed with their status, dates and case manager once there are two programs', async () => {
    const record = sam({
      enrolments: [
        { ...sam().enrolments[0], id: 'e2', programId: 'p2', programName: 'Safe Dads', status: 'referred', enrolledAt: '2026-03-02', caseManagerId: null },
        { ...sam().enrolments[0], status: 'exited', exitedAt: '2026-02-20', exitReason: 'Moved away' },
      ],
    });
    fatherPageApi(director, [director, marta], () => record, TWO_PROGRAMS);
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Programs' }));
    const first = within(section.getByRole('listitem', { name: 'Fatherhood Matters' }));
    expect(first.getByText('Exited')).toBeInTheDocument();
    expect(first.getByText('Enrolled Jan 5, 2026')).toBeInTheDocument();
    expect(first.getByText('Left Feb 20, 2026')).toBeInTheDocument();
    expect(first.getByText('Why: Moved away')).toBeInTheDocument();
    expect(await first.findByText('Case manager: Marta Staff')).toBeInTheDocument();
    const second = within(section.getByRole('listitem', { name: 'Safe Dads' }));
    expect(second.getByText('Referred')).toBeInTheDocument();
    expect(second.queryByText(/Case manager/)).not.toBeInTheDocument();
  });

  it('enrols him in another program with its status, day and case manager', { timeout: 20_000 }, async () => {
    let record = sam();
    const { calls } = fatherPageApi(director, [director, marta], () => record, {
      ...TWO_PROGRAMS,
      'POST /api/fathers/f1/enrolments': (init) => {
        const enrolment = { ...record.enrolments[0], id: 'e2', programId: 'p2', programName: 'Safe Dads', status: 'referred' as const, enrolledAt: '2026-11-02' };
        record = { ...record, status: 'referred', enrolments: [enrolment, ...record.enrolments] };
        return json({ ...enrolment, ...(bodyOf(init) as object) }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Programs' }));
    await user.click(section.getByRole('button', { name: 'Enrol in a program' }));

    const form = within(await screen.findByRole('form', { name: 'Enrol in a program' }));
    // He is in the first already: only the other is offered.
    const program = form.getByRole('combobox', { name: /^Program/ });
    expect(within(program).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a program', 'Safe Dads']);
    await user.selectOptions(program, 'Safe Dads');
    await user.selectOptions(form.getByRole('combobox', { name: 'Status' }), 'Referred');
    setDate(form.getByLabelText('Enrollment date'), '2026-11-02');
    await user.selectOptions(form.getByRole('combobox', { name: /^Case manager/ }), 'Marta Staff');
    await user.click(form.getByRole('button', { name: 'Enrol' }));

    expect(await screen.findByText('Enrolment added')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/fathers/f1/enrolments').map((call) => bodyOf(call.init))).toEqual([
      { programId: 'p2', status: 'referred', enrolledAt: '2026-11-02', caseManagerId: 'st2' },
    ]);
    // His record is read again: the new enrolment shows, and there is nothing left to enrol him in.
    expect(await section.findByRole('listitem', { name: 'Safe Dads' })).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('button', { name: 'Enrol in a program' })).not.toBeInTheDocument());
  });

  it('says so when he is in that program already', { timeout: 20_000 }, async () => {
    fatherPageApi(director, [director, marta], () => sam(), {
      ...TWO_PROGRAMS,
      'POST /api/fathers/f1/enrolments': () => apiError(409, 'aborted', 'enrolmentOpen'),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click(await screen.findByRole('button', { name: 'Enrol in a program' }));
    const form = within(await screen.findByRole('form', { name: 'Enrol in a program' }));
    await user.selectOptions(form.getByRole('combobox', { name: /^Program/ }), 'Safe Dads');
    await user.click(form.getByRole('button', { name: 'Enrol' }));
    expect(await form.findByRole('alert')).toHaveTextContent('He is already in this program.');
  });

  it('moves an enrolment on: exited, with the day and the reason', { timeout: 20_000 }, async () => {
    const { calls } = fatherPageApi(director, [director, marta], () => sam(), {
      ...TWO_PROGRAMS,
      'PATCH /api/enrolments/e1': (init) => json({ ...sam().enrolments[0], ...(bodyOf(init) as object) }),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click(await screen.findByRole('button', { name: 'Edit the enrolment in Fatherhood Matters' }));
    const form = within(await screen.findByRole('form', { name: 'Edit the enrolment in Fatherhood Matters' }));
    expect(form.queryByLabelText('Exit date')).not.toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Status' }), 'Exited');
    setDate(form.getByLabelText('Exit date'), '2026-11-20');
    await user.type(form.getByLabelText('Exit reason'), 'Moved away');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Enrolment saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => bodyOf(call.init))).toEqual([
      { status: 'exited', exitedAt: '2026-11-20', exitReason: 'Moved away' },
    ]);
  });
});

describe('a new father’s program', () => {
  function newFatherApi(programs: Handler) {
    return mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(director)),
      'GET /api/users': () => json([director, marta]),
      'GET /api/staff': () => json(staffOf([director, marta])),
      'GET /api/programs': programs,
      'POST /api/fathers': () => json(makeFather({ id: 'f9', firstName: 'Omar', lastName: 'Diaz' }), 201),
    });
  }

  it('is not asked for with one program', async () => {
    newFatherApi(() => json([fatherhood, makeProgram({ id: 'p3', name: 'Old Grant', archivedAt: '2025-06-30T00:00:00Z' })]));
    renderApp('/fathers/new');
    expect(await screen.findByRole('form', { name: 'New father' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Program/ })).not.toBeInTheDocument();
  });

  it('is required with two, and sent', { timeout: 20_000 }, async () => {
    const { calls } = newFatherApi(() => json([fatherhood, safeDads]));
    const user = userEvent.setup();
    renderApp('/fathers/new');
    const form = within(await screen.findByRole('form', { name: 'New father' }));
    await user.type(form.getByLabelText(/^First name/), 'Omar');
    await user.type(form.getByLabelText(/^Last name/), 'Diaz');
    await user.click(form.getByRole('button', { name: 'Create father' }));
    expect(await form.findByText('Program is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/fathers')).toBe(false);

    await user.selectOptions(form.getByRole('combobox', { name: /^Program/ }), 'Safe Dads');
    await user.click(form.getByRole('button', { name: 'Create father' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/fathers')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST' && call.path === '/api/fathers')?.init)).toMatchObject({ firstName: 'Omar', programId: 'p2' });
  });
});
