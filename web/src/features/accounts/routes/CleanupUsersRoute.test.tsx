import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const stale = ['Tom', 'Ray', 'Lee'].map((name, index) =>
  makeUser({ id: `s${index}`, displayName: name, email: `${name.toLowerCase()}@example.com` }),
);

function cleanupApi(initial: User[]) {
  let candidates = initial;
  const days: string[] = [];
  const removed: string[][] = [];
  mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(admin)),
    'GET /api/users': () => json([admin, ...candidates]),
    'GET /api/admin/cleanup-candidates': (_init, url) => {
      days.push(new URL(url, 'http://localhost').searchParams.get('days') ?? '');
      return json(candidates);
    },
    'POST /api/admin/cleanup': (init) => {
      const { userIds } = JSON.parse(String(init?.body)) as { userIds: string[] };
      removed.push(userIds);
      candidates = candidates.filter((user) => !userIds.includes(user.id));
      return json({ deleted: userIds.length });
    },
  });
  return { days, removed };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('cleanup of accounts that never signed in', () => {
  it('asks for the accounts created more than 30 days ago first, and for other ranges from the selector', async () => {
    const { days } = cleanupApi(stale);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/cleanup-users');
    await screen.findByRole('table', { name: 'Clean up users' });
    expect(days).toEqual(['30']);
    expect(screen.getByLabelText('Created more than')).toHaveValue('30');
    await user.selectOptions(screen.getByLabelText('Created more than'), '0 days ago');
    await waitFor(() => expect(days).toEqual(['30', '0']));
    expect(router.state.location.search).toBe('?days=0');
  });

  it('selects all, some and none with the select-all box', async () => {
    cleanupApi(stale);
    const user = userEvent.setup();
    renderApp('/admin/cleanup-users');
    const all = await screen.findByRole('checkbox', { name: 'Select all' });
    const remove = screen.getByRole('button', { name: 'Remove selected' });
    expect(remove).toBeDisabled();

    await user.click(all);
    for (const name of ['Tom', 'Ray', 'Lee']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Ray' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Ray' })).toBeChecked();
    await user.click(all);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(remove).toBeDisabled();
  });

  it('removes the selected accounts after confirmation, says how many and reloads', async () => {
    const { removed, days } = cleanupApi(stale);
    const user = userEvent.setup();
    renderApp('/admin/cleanup-users');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Tom' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lee' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove accounts' });
    expect(dialog).toHaveTextContent('Remove 2 accounts that never signed in?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Removed 2 accounts')).toBeInTheDocument();
    expect(removed).toEqual([['s0', 's2']]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Tom' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Ray' })).not.toBeChecked();
    expect(days.length).toBeGreaterThan(1);
  });

  it('says "account" for one', async () => {
    cleanupApi(stale.slice(0, 1));
    const user = userEvent.setup();
    renderApp('/admin/cleanup-users');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed 1 account')).toBeInTheDocument();
    expect(await screen.findByText('No accounts to clean up.')).toBeInTheDocument();
  });
});
