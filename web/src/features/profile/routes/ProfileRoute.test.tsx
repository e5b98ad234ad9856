import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { getSnapshot, resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { SERVER_KEY, fakeBrowserPush, forgetFakeBrowserPush } from '@/testing/push';
import { renderApp } from '@/testing/render';

const FEED = 'https://dads.example.org/ics/first-token.ics';

function profileApi(me: User, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: FEED }),
    // A father's reminders section (Reminders.test.tsx).
    'GET /api/me/next-reminder': () => json(null),
    // A father's consents section (ProfileConsents.test.tsx).
    'GET /api/me/consents': () => json([]),
    ...extra,
  });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('profile', () => {
  it('saves the names and language, and switches the app to Spanish at once', async () => {
    const me = makeUser({ displayName: 'Sam Father', preferredLanguage: 'en' });
    const { calls } = profileApi(me, {
      'PATCH /api/me': (init) =>
        json({ ...me, ...(JSON.parse(String(init?.body)) as Partial<User>), updatedAt: '2025-06-01T00:00:00Z' }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const displayName = await screen.findByLabelText(/^Display name/);
    expect(displayName).toHaveValue('Sam Father');

    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Fathers');
    await user.selectOptions(screen.getByLabelText(/^Preferred language/), 'es');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(await screen.findByText('Perfil guardado')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Fathers');

    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({
      displayName: 'Sam Father',
      firstName: 'Sam',
      lastName: 'Fathers',
      preferredLanguage: 'es',
    });
    expect(getSnapshot().session?.user.preferredLanguage).toBe('es');
  });

  it('names each password field’s show/hide button in Spanish for a Spanish speaker', async () => {
    profileApi(makeUser({ preferredLanguage: 'es' }));
    const user = userEvent.setup();
    renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Cambiar contraseña' }));
    const toggles = form.getAllByRole('button', { name: 'Mostrar la contraseña' });
    expect(toggles).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Toggle password visibility/ })).not.toBeInTheDocument();
    const current = form.getByLabelText(/^Contraseña actual/);
    expect(current).toHaveAttribute('type', 'password');
    await user.click(toggles[0]);
    expect(current).toHaveAttribute('type', 'text');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('requires a display name', async () => {
    profileApi(makeUser());
    const user = userEvent.setup();
    renderApp('/profile');
    await user.clear(await screen.findByLabelText(/^Display name/));
    await user.tab();
    expect(await screen.findByText('Display name is required.')).toBeInTheDocument();
  });

  it('checks that the new password is typed twice the same', async () => {
    profileApi(makeUser());
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a different one');
    await user.tab();
    expect(await screen.findByText('New password does not match.')).toBeInTheDocument();
  });

  it("shows the server's message on the current password when it is wrong", async () => {
    profileApi(makeUser(), {
      'POST /api/me/password': () =>
        apiError(400, 'invalid-argument', 'currentPasswordIncorrect', {
          currentPassword: 'currentPasswordIncorrect',
        }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong password');
    await user.type(screen.getByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect.'),
    );
  });

  it('changes the password and says so', async () => {
    const { calls } = profileApi(makeUser(), {
      'POST /api/me/password': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText(/^Current password/), 'old password');
    await user.type(screen.getByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    const call = calls.find((c) => c.path === '/api/me/password');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ currentPassword: 'old password', newPassword: 'a new password' });
  });

  it('signs out', async () => {
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser())),
      'GET /api/me': () => json(makeUser()),
      'POST /api/auth/signout': () => new Response(null, { status: 204 }),
      'GET /api/config': () => json({ registration: 'open' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('shows the private calendar link and copies it', async () => {
    profileApi(makeUser());
    const user = userEvent.setup();
    renderApp('/profile');
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    const link = await feed.findByLabelText('Your private calendar link');
    expect(link).toHaveValue(FEED);
    expect(link).toHaveAttribute('readonly');
    expect(feed.getByText(/Google Calendar: Other calendars → From URL/)).toBeInTheDocument();
    expect(feed.getByText(/Apple Calendar: File → New Calendar Subscription/)).toBeInTheDocument();
    expect(feed.getByText(/Outlook: Add calendar → Subscribe from web/)).toBeInTheDocument();

    await user.click(feed.getByRole('button', { name: 'Copy' }));
    expect(await feed.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(FEED);
  });

  it('resets the link after confirming, and shows the new one', async () => {
    const fresh = 'https://dads.example.org/ics/second-token.ics';
    const { calls } = profileApi(makeUser(), { 'POST /api/calendar/feed/rotate': () => json({ url: fresh }) });
    const user = userEvent.setup();
    renderApp('/profile');
    const feed = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    await user.click(await feed.findByRole('button', { name: 'Reset link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the calendar link' }));
    expect(dialog.getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('Calendar link reset')).toBeInTheDocument();
    expect(feed.getByLabelText('Your private calendar link')).toHaveValue(fresh);
    expect(calls.filter((call) => call.path === '/api/calendar/feed/rotate')).toHaveLength(1);
  });
});

describe('notifications on this device', () => {
  afterEach(() => forgetFakeBrowserPush());

  it('says so when the browser cannot show notifications', async () => {
    profileApi(makeUser());
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await section.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(section.getByRole('switch', { name: /^Notifications on this device/ })).toBeDisabled();
  });

  it('asks for permission when turned on and saves this device; turned off, removes it', async () => {
    const { notification, current } = fakeBrowserPush({ permission: 'default' });
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = 'granted';
      return 'granted';
    });
    const { calls } = profileApi(makeUser(), {
      'GET /api/push/public-key': () => json({ key: SERVER_KEY }),
      'PUT /api/push/subscription': () => new Response(null, { status: 204 }),
      'DELETE /api/push/subscription': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    const toggle = section.getByRole('switch', { name: /^Notifications on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    // Never asked on sign-in.
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(toggle);
    expect(await screen.findByText('Notifications are on for this device')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/api/push/subscription')).toHaveLength(1);

    const subscription = current();
    await user.click(toggle);
    expect(await screen.findByText('Notifications are off for this device')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removed?.init?.body))).toEqual({ endpoint: subscription?.endpoint });
  });

  it('explains how to allow notifications when the browser blocks them', async () => {
    fakeBrowserPush({ permission: 'denied' });
    profileApi(makeUser());
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await section.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(section.getByRole('switch', { name: /^Notifications on this device/ })).toBeDisabled();
  });
});
