import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';
import type { StaffPage } from '../api/types';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', email: 'luis@example.com', isAdmin: true, staffRole: 'staff' });
const marta = makeUser({ id: 'st2', displayName: 'Marta Staff', email: 'marta@example.com', isAdmin: true, staffRole: 'staff' });

function luisPage(caseload: number): StaffPage {
  return {
    member: { id: 'st1', displayName: 'Luis Staff', staffRole: 'staff' },
    email: 'luis@example.com',
    groups: [{ id: 'g1', name: 'Tuesday Evening Dads', memberCount: 12 }],
    caseload,
    openFollowUps: 5,
  };
}

/** Luis's page as a director reads it; a hand-over moves his caseload as the server does. */
function staffApi(extra: Record<string, Handler> = {}) {
  let caseload = 3;
  const handOvers: unknown[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(director)),
    'GET /api/users': () => json([director, luis, marta]),
    'GET /api/staff': () => json(staffOf([director, luis, marta])),
    'GET /api/staff/st1': () => json(luisPage(caseload)),
    'POST /api/staff/st1/caseload': (init) => {
      handOvers.push(JSON.parse(String(init?.body)));
      const moved = caseload;
      caseload = 0;
      return json({ moved });
    },
    ...extra,
  });
  return { ...mock, handOvers };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a staff member’s page', () => {
  it('shows a director his role, e-mail, groups, caseload and open follow-ups', async () => {
    staffApi();
    renderApp('/staff/st1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Staff' })).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'luis@example.com' })).toHaveAttribute('href', 'mailto:luis@example.com');
    expect(screen.getByRole('link', { name: '3 fathers' })).toHaveAttribute('href', '/fathers?caseManagerId=st1');
    const followUps = screen.getByText('Open follow-ups').closest('div') as HTMLElement;
    expect(within(followUps).getByText('5')).toBeInTheDocument();

    const groups = within(screen.getByRole('list', { name: 'Groups he facilitates' }));
    expect(groups.getByRole('link', { name: 'Tuesday Evening Dads' })).toHaveAttribute('href', '/fathers-group/g1');
    expect(groups.getByText('12 members')).toBeInTheDocument();
  });

  it('hands his caseload to a colleague after confirmation, says so and reads his page again', { timeout: 20_000 }, async () => {
    const { calls, handOvers } = staffApi();
    const user = userEvent.setup();
    renderApp('/staff/st1');

    const handOver = within(await screen.findByRole('region', { name: 'Hand his caseload to…' }));
    expect(handOver.getByText('Luis Staff is the case manager of 3 fathers. Choose the colleague who takes them over.')).toBeInTheDocument();
    const select = handOver.getByLabelText('New case manager');
    await waitFor(() => expect(select).toBeEnabled());
    // Himself is not a choice.
    expect(within(select).queryByRole('option', { name: 'Luis Staff' })).not.toBeInTheDocument();
    expect(handOver.getByRole('button', { name: 'Hand over' })).toBeDisabled();
    await user.selectOptions(select, 'Marta Staff');
    await user.click(handOver.getByRole('button', { name: 'Hand over' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Hand over the caseload' }));
    expect(dialog.getByText('Make Marta Staff the case manager of the 3 fathers whose case manager is Luis Staff?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Hand over' }));

    expect(await screen.findByText('3 fathers now have Marta Staff as case manager')).toBeInTheDocument();
    expect(handOvers).toEqual([{ to: 'st2' }]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/staff/st1')).toHaveLength(2);
    expect(await handOver.findByText('No father has him as case manager: there is nothing to hand over.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '3 fathers' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a hand-over', async () => {
    const { calls } = staffApi({
      'POST /api/staff/st1/caseload': () =>
        apiError(400, 'invalid-argument', 'invalidForm', {
          to: 'newCaseManagerStaff',
        }),
    });
    const user = userEvent.setup();
    renderApp('/staff/st1');
    const handOver = within(await screen.findByRole('region', { name: 'Hand his caseload to…' }));
    await waitFor(() => expect(handOver.getByLabelText('New case manager')).toBeEnabled());
    await user.selectOptions(handOver.getByLabelText('New case manager'), 'Ana Director');
    await user.click(handOver.getByRole('button', { name: 'Hand over' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Hand over the caseload' })).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('The new case manager must be a staff account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 fathers' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/staff/st1/caseload')).toHaveLength(1);
  });

  it('is a not-found page for an account that is not staff', async () => {
    staffApi({ 'GET /api/staff/u9': () => apiError(404, 'not-found', 'noSuchStaffMember') });
    renderApp('/staff/u9');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-description')).toHaveTextContent(
      'This staff member does not exist, or the account is not a staff account.',
    );
  });

  it('is opened from the users table by a staff account’s name, its Edit and Delete buttons as they were', async () => {
    const father = makeUser({ id: 'u9', displayName: 'Sam Father' });
    staffApi({ 'GET /api/users': () => json([director, luis, father]) });
    const user = userEvent.setup();
    const { router } = renderApp('/admin-users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    expect(table.queryByRole('link', { name: 'Sam Father' })).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Edit Luis Staff' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Delete Luis Staff' })).toBeInTheDocument();
    await user.click(table.getByRole('link', { name: 'Luis Staff' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/st1');
  });
});
