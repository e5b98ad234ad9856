import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, json, makeUser, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeFather, makeGroup } from '@/testing/program';
import { renderApp } from '@/testing/render';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const staffMember = makeUser({ id: 'st1', displayName: 'Luis Staff', firstName: 'Luis', isAdmin: true, staffRole: 'staff' });

/**
 * Sam's record as `viewer` reads it, and the edit form's reads; `PATCH` changes the record as
 * the server does (an exit without a date is today's), unless `extra` answers it otherwise.
 */
function recordApi(viewer: User, { father = makeFather(), extra = {} }: { father?: Father; extra?: Record<string, Handler> } = {}) {
  let record = father;
  const patches: unknown[] = [];
  const mock = fatherPageApi(viewer, [director, staffMember], () => record, {
    'GET /api/users': () => json([director, staffMember]),
    'PATCH /api/fathers/f1': (init) => {
      const changes = JSON.parse(String(init?.body)) as Partial<Father>;
      patches.push(changes);
      record = { ...record, ...changes };
      if (record.status === 'exited' && record.exitDate === null) record = { ...record, exitDate: dayjs().format('YYYY-MM-DD') };
      return json(record);
    },
    ...extra,
  });
  return { ...mock, patches };
}

/** Date inputs take a whole value at once, as a browser's date picker gives it. */
function setDate(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input);
  fireEvent.blur(input);
}

async function header() {
  return within((await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' })).closest('div')?.parentElement?.parentElement as HTMLElement);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('a director deleting a father', () => {
  it('is offered Exit when he has history, and exiting him keeps his record', { timeout: 20_000 }, async () => {
    const { calls, patches } = recordApi(director, {
      extra: { 'DELETE /api/fathers/f1': () => apiError(409, 'aborted', 'fatherHasHistory') },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/f1');

    const actions = await header();
    expect(actions.queryByRole('link', { name: 'Exit' })).not.toBeInTheDocument();
    await user.click(actions.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete father' }));
    expect(confirm.getByText(/Only a record with nothing on it yet/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete father' }));

    // Refused: the dialog says why and offers to exit him instead; nothing was deleted.
    const refused = within(await screen.findByRole('dialog', { name: 'Sam Rivera cannot be deleted' }));
    expect(
      refused.getByText(
        'He has attendance, contacts, referrals, consents or incentives on record, and that history is kept. Exit him instead: his status becomes Exited and his record stays.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Father deleted')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fathers/f1');

    await user.click(refused.getByRole('link', { name: 'Exit Sam Rivera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/edit/f1'));
    expect(router.state.location.search).toBe('?status=exited');
    expect(await screen.findByRole('heading', { name: 'Exit Sam Rivera' })).toBeInTheDocument();
    expect(screen.getByText(/His status becomes Exited, and his record and history are kept/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('exited');
    await waitFor(() => expect(screen.getByLabelText('Exit date')).toHaveFocus());
    expect(screen.getByText('Today if left empty.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f1'));
    // Only the status: the server dates the exit today.
    expect(patches).toEqual([{ status: 'exited' }]);
    expect(await screen.findByText('Father updated')).toBeInTheDocument();
    const program = within(screen.getByRole('region', { name: 'Program' }));
    expect(await program.findByText(dayjs().format('MMM D, YYYY'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('is told that a father who has exited already needs nothing more', async () => {
    recordApi(director, {
      father: makeFather({ status: 'exited', exitDate: '2026-02-01', exitReason: 'Moved away' }),
      extra: { 'DELETE /api/fathers/f1': () => apiError(409, 'aborted', 'fatherHasHistory') },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click((await header()).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete father' })).getByRole('button', { name: 'Delete father' }));
    const refused = within(await screen.findByRole('dialog', { name: 'Sam Rivera cannot be deleted' }));
    expect(refused.getByText(/He has already exited: nothing more is needed\./)).toBeInTheDocument();
    expect(refused.queryByRole('link', { name: 'Exit Sam Rivera' })).not.toBeInTheDocument();
    await user.click(refused.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a record made by mistake and goes back to the list', async () => {
    const { calls } = recordApi(director, {
      extra: {
        'DELETE /api/fathers/f1': () => new Response(null, { status: 204 }),
        'GET /api/fathers': () => json([]),
        'GET /api/groups': () => json([makeGroup()]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/f1');
    await user.click((await header()).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete father' })).getByRole('button', { name: 'Delete father' }));
    expect(await screen.findByText('Father deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/fathers/f1']);
  });
});

describe('a staff member who is not a director', () => {
  it('sees Exit, not Delete, and exits a father with the reason he gives', { timeout: 20_000 }, async () => {
    const { calls, patches } = recordApi(staffMember);
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/f1');

    const actions = await header();
    expect(actions.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(actions.getByRole('link', { name: 'Exit' }));

    expect(await screen.findByRole('heading', { name: 'Exit Sam Rivera' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('exited');
    await user.type(screen.getByLabelText('Exit reason'), 'Moved to Denver');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fathers/f1'));
    expect(patches).toEqual([{ status: 'exited', exitReason: 'Moved to Denver' }]);
    // Exited: neither Exit nor Delete any more.
    const program = within(await screen.findByRole('region', { name: 'Program' }));
    expect(await program.findByText('Moved to Denver')).toBeInTheDocument();
    const after = await header();
    expect(after.getByText('Exited')).toBeInTheDocument();
    expect(after.queryByRole('link', { name: 'Exit' })).not.toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  it('is shown the server’s refusal of an exit date on its field', async () => {
    const { patches } = recordApi(staffMember, {
      extra: {
        'PATCH /api/fathers/f1': (init) => {
          patches.push(JSON.parse(String(init?.body)));
          return apiError(400, 'invalid-argument', 'invalidForm', {
            exitDate: 'exitDateInFuture',
          });
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/edit/f1?status=exited');
    await screen.findByRole('heading', { name: 'Exit Sam Rivera' });
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    setDate('Exit date', tomorrow);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The exit date cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('Exit date')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([{ status: 'exited', exitDate: tomorrow }]);
    expect(router.state.location.pathname).toBe('/fathers/edit/f1');
  });
});

describe('the day retention anonymises a record', () => {
  const exited = makeFather({ status: 'exited', exitDate: '2019-06-03', exitReason: 'Moved away', anonymisedOn: '2026-06-02' });

  it('is told to staff on the record of a father who has exited', async () => {
    recordApi(staffMember, { father: exited });
    renderApp('/fathers/f1');
    expect(await screen.findByText('This record will be anonymised on Jun 2, 2026.')).toBeInTheDocument();
  });

  it('is not told on a record without it', async () => {
    recordApi(staffMember, { father: makeFather({ status: 'exited', exitDate: '2026-02-01' }) });
    renderApp('/fathers/f1');
    await header();
    expect(screen.queryByText(/will be anonymised/)).not.toBeInTheDocument();
  });

  it('is never told to a father reading his own record', async () => {
    const father = makeUser({ id: 'u9' });
    recordApi(father, { father: { ...exited, userId: 'u9' } });
    renderApp('/fathers/f1');
    await header();
    expect(screen.queryByText(/will be anonymised/)).not.toBeInTheDocument();
  });
});
