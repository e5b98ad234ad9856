import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { formatDate } from '@/lib/dates';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { AccountToLink, Activity } from '../api/types';

const admin = makeUser({
  id: 'admin',
  displayName: 'Ana Admin',
  firstName: 'Ana',
  lastName: 'Admin',
  email: 'ana@example.com',
  isAdmin: true,
});
const created = new Date(2025, 0, 5, 15, 7).toISOString();
const signedIn = new Date(2025, 1, 10, 9, 30).toISOString();
const father = makeUser({
  id: 'f1',
  displayName: 'Sam Father',
  email: 'sam@example.com',
  preferredLanguage: 'es',
  createdAt: created,
  lastSignInAt: signedIn,
});

/** The users table (the header shows the signed-in admin's name too). */
async function usersTable() {
  return within(await screen.findByRole('table', { name: 'Users' }));
}

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

function usersApi(answer: (query: Record<string, string>) => User[], extra: Record<string, Handler> = {}) {
  const queries: Record<string, string>[] = [];
  const mock = mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(admin)),
    'GET /api/users': (_init, url) => {
      queries.push(queryOf(url));
      const users = answer(queryOf(url));
      const response = json(users);
      // As the server does: a full page names where the next one starts.
      if (users.length === 50) response.headers.set('x-next-cursor', `after-${users[49].id}`);
      return response;
    },
    ...extra,
  });
  return { ...mock, queries };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('users table', () => {
  it('lists the users with role, language and the product’s date format', async () => {
    usersApi(() => [admin, father]);
    renderApp('/admin-users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getByText('Sam Father').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('sam@example.com');
    expect(within(row).getByText('Father')).toBeInTheDocument();
    expect(within(row).getByText('Español')).toBeInTheDocument();
    expect(within(row).getByText(formatDate(created))).toBeInTheDocument();
    expect(formatDate(created)).toBe('Jan 5, 2025 3:07 PM');
    expect(within(row).getByText('Feb 10, 2025 9:30 AM')).toBeInTheDocument();

    const adminRow = within(table).getByText('Ana Admin').closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Director')).toBeInTheDocument();
    expect(within(adminRow).getByText('Never')).toBeInTheDocument();
    expect(within(adminRow).getByText('(you)')).toBeInTheDocument();
  });

  it('searches with the ?q= of the URL and keeps what is typed there, debounced', async () => {
    const { queries } = usersApi(({ q }) => (q === 'sam' ? [father] : q ? [] : [admin, father]));
    const user = userEvent.setup();
    const { router } = renderApp('/admin-users?q=sam');
    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveValue('sam');
    await (await usersTable()).findByText('Sam Father');
    expect((await usersTable()).queryByText('Ana Admin')).not.toBeInTheDocument();
    expect(queries).toContainEqual({ q: 'sam', limit: '50', offset: '0' });

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No users match “nobody”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nobody');
    // Typing sends one search once the typing stops, not one per letter.
    expect(queries.filter((query) => query.q?.startsWith('n'))).toEqual([{ q: 'nobody', limit: '50', offset: '0' }]);

    await user.clear(search);
    await (await usersTable()).findByText('Ana Admin');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the users 50 at a time while a full page comes back', async () => {
    const many = Array.from({ length: 50 }, (_, index) => makeUser({ id: `u${index}`, displayName: `Dad ${index}` }));
    const { queries } = usersApi(({ offset }) => (offset === '0' ? many : [father]));
    const user = userEvent.setup();
    const { router } = renderApp('/admin-users');
    await screen.findByText('Dad 49');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Sam Father')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // The next page starts where the first ended (a deep page costs what the first does).
    expect(queries).toContainEqual({ limit: '50', cursor: 'after-u49' });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the list a director opened even when its answer comes after the app has drawn its first page', async () => {
    // The page asks for the list at once. The shell's user-list loader starts once the first
    // page is drawn, as the unread counts are asked for; the page's answer comes after that.
    let painted!: () => void;
    const afterPaint = new Promise<void>((resolve) => (painted = resolve));
    const answer = vi.fn(async () => {
      await afterPaint;
      await new Promise((resolve) => setTimeout(resolve, 0));
      return json([admin, father]);
    });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(admin)),
      'GET /api/users': answer,
      'GET /api/unread': () => {
        painted();
        return json({ messages: 0, announcements: 0 });
      },
    });
    renderApp('/admin-users');
    expect(await (await usersTable()).findByText('Sam Father')).toBeInTheDocument();
    // One read: the loader's joins the page's instead of dropping it (CI's red e2e: the page
    // stayed on its spinner).
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('opens a page from a link by its number', async () => {
    const { queries } = usersApi(() => [father]);
    renderApp('/admin-users?page=3');
    expect(await screen.findByText('Sam Father')).toBeInTheDocument();
    expect(queries).toContainEqual({ limit: '50', offset: '100' });
  });

  it('deletes a user after confirmation and reloads the list', async () => {
    let users = [admin, father];
    const { calls } = usersApi(() => users, {
      'DELETE /api/users/f1': () => {
        users = [admin];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin-users');
    await user.click(await screen.findByRole('button', { name: 'Delete Sam Father' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Delete Sam Father (sam@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    await waitFor(async () => expect((await usersTable()).queryByText('Sam Father')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's reason when a delete is refused", async () => {
    usersApi(() => [admin], {
      'DELETE /api/users/admin': () => apiError(409, 'aborted', 'lastDirector'),
    });
    const user = userEvent.setup();
    renderApp('/admin-users');
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('This is the last director account. Make another user a director first.')).toBeInTheDocument();
    expect((await usersTable()).getByText('Ana Admin')).toBeInTheDocument();
  });

  it('creates a user from the dialog and reloads the list', async () => {
    let users = [admin];
    const { queries } = usersApi(() => users, {
      'POST /api/users': () => {
        users = [father, admin];
        return json({ uid: 'f1', user: father }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin-users');
    await (await usersTable()).findByText('Ana Admin');
    const before = queries.length;
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.com');
    await user.type(within(dialog).getByLabelText(/^Display name/), 'Sam Father');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(await (await usersTable()).findByText('Sam Father')).toBeInTheDocument();
    expect(queries.length).toBeGreaterThan(before);
  });
});

describe('recent activity', () => {
  function activity(index: number): Activity {
    return {
      id: `a${index}`,
      createdAt: new Date(2025, 2, 1, 12, 0).toISOString(),
      fromUser: 'admin',
      fromUserName: 'Ana Admin',
      action: index === 0 ? 'signed in' : 'created',
      toUser: `u${index}`,
      toUserName: null,
      description: `Created new user Dad ${index}`,
      summary: null,
      subject: null,
    };
  }

  it('lists the newest activity and loads more with before=', async () => {
    const first = Array.from({ length: 30 }, (_, index) => activity(index));
    const befores: (string | undefined)[] = [];
    usersApi(() => [admin], {
      'GET /api/activities': (_init, url) => {
        const { before } = queryOf(url);
        befores.push(before);
        return json(before ? [activity(30)] : first);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin-users');
    await user.click(await screen.findByRole('tab', { name: 'Recent activity' }));
    expect(router.state.location.search).toBe('?tab=activity');
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getByText('Created new user Dad 1')).toBeInTheDocument();
    expect(within(list).getByText('signed in')).toBeInTheDocument();
    expect(within(list).getAllByText('03/01/25 12:00 PM')).toHaveLength(30);
    expect(within(list).getAllByText(/· by Ana Admin$/)).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Created new user Dad 30')).toBeInTheDocument();
    expect(befores).toEqual([undefined, 'a29']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('accounts to link', () => {
  const registered = new Date(2026, 2, 4, 18, 30).toISOString();
  const carlos = makeUser({ id: 'u-carlos', displayName: 'Carlos Diaz', email: 'carlos@example.com', createdAt: registered });
  const waiting: AccountToLink[] = [
    {
      user: carlos,
      likely: [
        { fatherId: 'f7', firstName: 'Carlos', lastName: 'Diaz', email: 'carlos@example.com', phone: '555-0107', sameEmail: true },
        { fatherId: 'f8', firstName: 'Carlos', lastName: 'Diaz', email: '', phone: '555-0199', sameEmail: false },
      ],
    },
    { user: makeUser({ id: 'u-new', displayName: 'Jo Newman', email: 'jo@example.com' }), likely: [] },
  ];

  it('lets a director link a waiting account to his record, then lists what is still waiting', async () => {
    let answer = waiting;
    const patched: { path: string; body: unknown }[] = [];
    usersApi(() => [admin], {
      'GET /api/users/to-link': () => json(answer),
      'PATCH /api/fathers/f7': (init, url) => {
        patched.push({ path: new URL(url, 'http://localhost').pathname, body: JSON.parse(String(init?.body)) });
        answer = waiting.slice(1);
        return json(makeFather({ id: 'f7', firstName: 'Carlos', lastName: 'Diaz', userId: 'u-carlos' }));
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin-users');
    await user.click(await screen.findByRole('tab', { name: 'Accounts to link' }));
    expect(router.state.location.search).toBe('?tab=to-link');

    const list = within(await screen.findByRole('list', { name: 'Accounts waiting to be linked' }));
    const account = within(list.getAllByRole('listitem').find((item) => item.textContent?.includes('Carlos Diaz')) as HTMLElement);
    expect(account.getByText('carlos@example.com', { selector: 'p' })).toBeInTheDocument();
    expect(account.getByText(`Registered ${formatDate(registered)}`)).toBeInTheDocument();
    const records = within(account.getByRole('list', { name: 'Records likely to be Carlos Diaz' })).getAllByRole('listitem');
    expect(records).toHaveLength(2);
    expect(within(records[0]).getByText('Same e-mail')).toBeInTheDocument();
    expect(within(records[0]).getByText('carlos@example.com · 555-0107')).toBeInTheDocument();
    expect(within(records[0]).getByRole('link', { name: 'Carlos Diaz' })).toHaveAttribute('href', '/fathers/f7');
    expect(within(records[1]).queryByText('Same e-mail')).not.toBeInTheDocument();
    expect(within(records[1]).getByText('555-0199')).toBeInTheDocument();
    expect(list.getByText(/No record has his e-mail or his name/)).toBeInTheDocument();

    await user.click(within(records[0]).getByRole('button', { name: 'Link Carlos Diaz to the record of Carlos Diaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Link the account' }));
    expect(dialog.getByText(/^Link the account of Carlos Diaz \(carlos@example\.com\) to the record of Carlos Diaz\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText('Account linked to the record of Carlos Diaz')).toBeInTheDocument();
    expect(patched).toEqual([{ path: '/api/fathers/f7', body: { userId: 'u-carlos' } }]);
    await waitFor(() => expect(screen.queryByText('carlos@example.com', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Jo Newman')).toBeInTheDocument();
  });

  it('says when no account is waiting', async () => {
    usersApi(() => [admin], { 'GET /api/users/to-link': () => json([]) });
    renderApp('/admin-users?tab=to-link');
    expect(await screen.findByText('No accounts are waiting to be linked.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accounts to link' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the server’s refusal and keeps the account waiting', async () => {
    usersApi(() => [admin], {
      'GET /api/users/to-link': () => json(waiting),
      'PATCH /api/fathers/f8': () => apiError(409, 'aborted', 'accountLinked'),
    });
    const user = userEvent.setup();
    renderApp('/admin-users?tab=to-link');
    const records = within(await screen.findByRole('list', { name: 'Records likely to be Carlos Diaz' })).getAllByRole('listitem');
    await user.click(within(records[1]).getByRole('button', { name: 'Link Carlos Diaz to the record of Carlos Diaz' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Link the account' })).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('That user account is already linked to another father.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Records likely to be Carlos Diaz' })).toBeInTheDocument();
  });

  it('never shows the tab to staff who are not directors', async () => {
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'st1', isAdmin: true, staffRole: 'staff' }))),
    });
    renderApp('/admin-users?tab=to-link');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Accounts to link' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/to-link')).toBe(false);
  });
});
