import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@/features/messages';
import type { Father } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, json, makeUser, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });

/** Sam's page as `viewer` reads it, his record as `father()` says; `extra` answers the writes. */
function recordApi(father: () => Father, extra: Record<string, Handler> = {}, viewer = luis) {
  return fatherPageApi(viewer, [director, luis], father, extra);
}

async function accountSection() {
  return within(await screen.findByRole('region', { name: 'App account' }));
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('a father’s account in the app (staff)', () => {
  it('invites him from his record: the invitation goes to his e-mail in his language, and his record then has his account', async () => {
    let record = makeFather({ email: 'sam@example.com', preferredLanguage: 'es', userId: null });
    const { calls } = recordApi(() => record, {
      'POST /api/fathers/f1/invite': () => {
        record = { ...record, userId: 'u-sam' };
        return json(record, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');

    const section = await accountSection();
    expect(section.getByText('No account in the app yet')).toBeInTheDocument();
    const readsBefore = calls.filter((call) => call.method === 'GET' && call.path === '/api/fathers/f1').length;
    await user.click(section.getByRole('button', { name: 'Invite to the app' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Sam Rivera to the app' }));
    expect(
      dialog.getByText(/^The invitation goes to sam@example\.com, in his language \(Español\), with a link to choose his password\./),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('Invitation sent to sam@example.com')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/fathers/f1/invite')).toHaveLength(1);
    // His record is read again: it now says he has an account, and offers to write to him.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/fathers/f1').length).toBeGreaterThan(readsBefore),
    );
    expect(await section.findByText('Has an account in the app')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Invite to the app' })).not.toBeInTheDocument();
  });

  it('cannot invite him while his record has no e-mail, and says why', async () => {
    const { calls } = recordApi(() => makeFather({ email: '', userId: null }));
    renderApp('/fathers/f1');
    const section = await accountSection();
    const invite = section.getByRole('button', { name: 'Invite to the app' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription('Add his e-mail address to his record to invite him: the invitation is sent there.');
    expect(calls.some((call) => call.path === '/api/fathers/f1/invite')).toBe(false);
  });

  it('shows the server’s refusal when his e-mail already has an account', async () => {
    recordApi(() => makeFather({ userId: null }), {
      'POST /api/fathers/f1/invite': () => apiError(409, 'aborted', 'emailTaken'),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click((await accountSection()).getByRole('button', { name: 'Invite to the app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sam Rivera to the app' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect((await accountSection()).getByText('No account in the app yet')).toBeInTheDocument();
  });

  it('shows the server’s reason on his e-mail when the record has none the server can use', async () => {
    recordApi(() => makeFather({ userId: null }), {
      'POST /api/fathers/f1/invite': () =>
        apiError(400, 'invalid-argument', 'invalidForm', {
          email: 'inviteNoEmail',
        }),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    await user.click((await accountSection()).getByRole('button', { name: 'Invite to the app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sam Rivera to the app' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Add his e-mail address to his record first: the invitation is sent there.')).toBeInTheDocument();
  });

  it('opens the conversation with him from “Message”', async () => {
    const conversation: Conversation = {
      id: 'c7',
      kind: 'direct',
      groupId: null,
      title: 'Sam Rivera',
      participants: [
        { userId: 'u-sam', displayName: 'Sam Rivera' },
        { userId: 'st1', displayName: 'Luis Staff' },
      ],
      lastMessage: null,
      unreadCount: 0,
    };
    const { calls } = recordApi(() => makeFather({ userId: 'u-sam' }), {
      'POST /api/conversations': () => json(conversation, 201),
      'GET /api/conversations': () => json([conversation]),
      'GET /api/conversations/c7': () => json(conversation),
      'GET /api/conversations/c7/messages': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fathers/f1');

    const section = await accountSection();
    expect(section.getByText('Has an account in the app')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Message' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/c7'));
    const opened = calls.filter((call) => call.method === 'POST' && call.path === '/api/conversations');
    expect(opened.map((call) => JSON.parse(String(call.init?.body)) as unknown)).toEqual([{ userId: 'u-sam' }]);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    recordApi(() => makeFather({ email: '', userId: null }), {}, makeUser({ ...luis, preferredLanguage: 'es' }));
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Cuenta en la app' }));
    expect(section.getByText('Todavía no tiene cuenta en la app')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Invitar a la app' })).toHaveAccessibleDescription(
      'Agrega su correo electrónico a su expediente para invitarlo: la invitación se envía ahí.',
    );
  });

  it('is not shown to the father on his own record', async () => {
    const sam = makeUser({ id: 'u-sam' });
    recordApi(() => makeFather({ userId: 'u-sam' }), {}, sam);
    renderApp('/fathers/f1');
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'App account' })).not.toBeInTheDocument();
  });
});
