import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '@/features/consents';
import type { NextReminder, UserWithReminders } from '@/features/reminders';
import { getSnapshot, resetSessionForTests } from '@/lib/auth/session';
import { formatDayDate } from '@/lib/dates';
import { resetPushForTests, SAVED_ITEM } from '@/lib/push/push';
import { writeUserItem } from '@/lib/user-storage';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeConsent } from '@/testing/consents';
import { SERVER_KEY, fakeBrowserPush, fakeSubscription, forgetFakeBrowserPush } from '@/testing/push';
import { renderApp } from '@/testing/render';

const next: NextReminder = {
  at: '2026-03-03T23:00:00Z',
  offsetMinutes: 1440,
  item: {
    kind: 'session',
    id: 's3',
    title: 'Session 3 — Communication',
    startsAt: '2026-03-04T23:00:00Z',
    endsAt: '2026-03-05T00:30:00Z',
    allDay: false,
    location: 'Room 2',
    status: 'scheduled',
    cycleId: 'c1',
  },
};
const nextSentence = `Next reminder: ${formatDayDate(next.at)}, for Session 3 — Communication`;
const emailTakenBack = makeConsent({ id: 'c9', kind: 'email', revokedAt: '2026-01-20T15:00:00Z', revokedBy: 'u1' });

function remindersApi(me: UserWithReminders, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: 'https://dads.example.org/ics/token.ics' }),
    'GET /api/me/next-reminder': () => json(next),
    'GET /api/me/consents': () => json([]),
    // This device's push subscription, saved again when the app starts (app/PushSubscriptionSaver).
    'GET /api/push/public-key': () => json({ key: SERVER_KEY }),
    'PUT /api/push/subscription': () => new Response(null, { status: 204 }),
    ...extra,
  });
}

/** A phone whose notifications he turned on for the app, and whose subscription the server has. */
function notificationsOnThisDevice(userId = 'u1') {
  const subscription = fakeSubscription('https://push.example.com/sams-phone', SERVER_KEY);
  fakeBrowserPush({ existing: subscription });
  writeUserItem(userId, SAVED_ITEM, { endpoint: subscription.endpoint, lastUpdated: Date.now() });
}

/** A phone that can show notifications, never asked to. */
function notificationsNeverAsked() {
  const { notification } = fakeBrowserPush({ permission: 'default' });
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = 'granted';
    return 'granted';
  });
}

function consentsOf(answer: Consent[]): Record<string, Handler> {
  return { 'GET /api/me/consents': () => json(answer) };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  forgetFakeBrowserPush();
  resetPushForTests();
  localStorage.clear();
  resetSessionForTests();
});

describe('reminders on the profile', () => {
  it('says when the next reminder comes, and saves a switch at once', async () => {
    notificationsOnThisDevice();
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false, sms: true } };
    const { calls } = remindersApi(me, {
      'PATCH /api/me': (init) => json({ ...me, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText(nextSentence)).toBeInTheDocument();
    const push = section.getByRole('switch', { name: /^Push reminders/ });
    const email = section.getByRole('switch', { name: /^E-mail reminders/ });
    expect(push).toBeChecked();
    expect(email).not.toBeChecked();

    await user.click(email);
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(email).toBeChecked();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ reminders: { push: true, email: true, sms: true } });
    expect((getSnapshot().session?.user as UserWithReminders).reminders).toEqual({ push: true, email: true, sms: true });
  });

  it('says so when no reminder is coming, or when both are off', async () => {
    notificationsOnThisDevice();
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false, sms: true } };
    remindersApi(me, {
      'GET /api/me/next-reminder': () => json(null),
      'PATCH /api/me': () => json({ ...me, reminders: { push: false, email: false, sms: true } }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText('No reminder coming up.')).toBeInTheDocument();
    await user.click(section.getByRole('switch', { name: /^Push reminders/ }));
    expect(await section.findByText(/^Reminders are off/)).toBeInTheDocument();
  });

  it('promises no reminder while none would reach him, until he turns on notifications on this phone', async () => {
    notificationsNeverAsked();
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false, sms: true } };
    const { calls } = remindersApi(me);
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(
      await section.findByText('Turn on notifications on this device, or e-mail reminders, to be reminded.'),
    ).toBeInTheDocument();
    expect(section.queryByText(/^Next reminder/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/me/next-reminder')).toBe(false);

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    const device = notifications.getByRole('switch', { name: /^Notifications on this device/ });
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(await section.findByText(nextSentence)).toBeInTheDocument();
  });

  it('counts e-mail reminders as reaching him while his e-mail consent stands', async () => {
    notificationsNeverAsked();
    remindersApi({ ...makeUser(), reminders: { push: true, email: true, sms: true } }, consentsOf([makeConsent({ kind: 'email' })]));
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText(nextSentence)).toBeInTheDocument();
    const email = section.getByRole('switch', { name: /^E-mail reminders/ });
    expect(email).toBeChecked();
    expect(email).toBeEnabled();
  });

  it('turns e-mail reminders off, and says why, when he took back his e-mail consent', async () => {
    notificationsNeverAsked();
    const { calls } = remindersApi({ ...makeUser(), reminders: { push: true, email: true, sms: true } }, consentsOf([emailTakenBack]));
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    const email = await section.findByRole('switch', { name: /^E-mail reminders/ });
    await waitFor(() => expect(email).toBeDisabled());
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('You took back your e-mail consent, so the program sends you no e-mails.');
    // Push alone is left, and this phone shows no notifications yet.
    expect(await section.findByText('Turn on notifications on this device to be reminded.')).toBeInTheDocument();
    expect(section.queryByText(/^Next reminder/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/me/next-reminder')).toBe(false);
  });

  it('says reminders are off when e-mail was his only way and he took back his e-mail consent on the profile', async () => {
    let consents: Consent[] = [makeConsent({ id: 'c9', kind: 'email' })];
    remindersApi({ ...makeUser(), reminders: { push: false, email: true, sms: true } }, {
      'GET /api/me/consents': () => json(consents),
      'POST /api/consents/c9/revoke': () => {
        consents = [emailTakenBack];
        return json(emailTakenBack);
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText(nextSentence)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Revoke consent: E-mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke consent: E-mail' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke consent' }));

    expect(await section.findByText(/^Reminders are off/)).toBeInTheDocument();
    const email = section.getByRole('switch', { name: /^E-mail reminders/ });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(section.queryByText(/^Next reminder/)).not.toBeInTheDocument();
  });

  it('suggests e-mail reminders when this browser cannot show notifications', async () => {
    // jsdom, like an iPhone's browser before the app is on its Home Screen, has no push.
    remindersApi({ ...makeUser(), reminders: { push: true, email: false, sms: true } });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(
      await section.findByText('This browser cannot show notifications: turn on e-mail reminders to be reminded.'),
    ).toBeInTheDocument();
    expect(section.queryByText(/^Next reminder/)).not.toBeInTheDocument();
  });

  it('reminds him by text while his sms consent stands, and saves the text switch with the others', async () => {
    notificationsNeverAsked();
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false, sms: true } };
    const { calls } = remindersApi(me, {
      ...consentsOf([makeConsent({ id: 'c7', kind: 'sms' })]),
      'PATCH /api/me': (init) => json({ ...me, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    // This phone shows no notifications, but texts reach him.
    expect(await section.findByText(nextSentence)).toBeInTheDocument();
    const sms = section.getByRole('switch', { name: /^By text/ });
    expect(sms).toBeChecked();
    expect(sms).toBeEnabled();
    expect(sms).toHaveAccessibleDescription('To your phone, with 1, 2 or 3 to answer if you’ll be there.');

    await user.click(sms);
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ reminders: { push: true, email: false, sms: false } });
    expect(await section.findByText('Turn on notifications on this device, or e-mail reminders, to be reminded.')).toBeInTheDocument();
  });

  it('says why no text reminder goes without his sms consent, in English and Spanish', async () => {
    notificationsNeverAsked();
    remindersApi({ ...makeUser(), reminders: { push: true, email: false, sms: true } });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    const sms = await section.findByRole('switch', { name: /^By text/ });
    await waitFor(() => expect(sms).toBeDisabled());
    expect(sms).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription('You have not agreed to texts. Ask the program staff if you want them.');
  });

  it('says in Spanish that he took back his consent to texts', async () => {
    notificationsNeverAsked();
    const smsTakenBack = makeConsent({ id: 'c8', kind: 'sms', revokedAt: '2026-01-20T15:00:00Z', revokedBy: 'u1' });
    remindersApi({ ...makeUser({ preferredLanguage: 'es' }), reminders: { push: true, email: false, sms: true } }, consentsOf([smsTakenBack]));
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Recordatorios' }));
    const sms = await section.findByRole('switch', { name: /^Por mensaje de texto/ });
    await waitFor(() =>
      expect(sms).toHaveAccessibleDescription('Retiraste tu consentimiento para mensajes de texto, así que el programa no te los envía.'),
    );
    expect(sms).toBeDisabled();
  });

  it('is not shown to staff', async () => {
    remindersApi(makeUser({ isAdmin: true }));
    renderApp('/profile');
    expect(await screen.findByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    remindersApi({ ...makeUser({ preferredLanguage: 'es' }), reminders: { push: true, email: true, sms: true } });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Recordatorios' }));
    await waitFor(() =>
      expect(section.getByText(`Próximo recordatorio: ${formatDayDate(next.at)}, para Session 3 — Communication`)).toBeInTheDocument(),
    );
    expect(formatDayDate(next.at)).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo),/);
    expect(section.getByRole('switch', { name: /^Recordatorios por correo/ })).toBeChecked();
  });

  it('says in Spanish why e-mail reminders are off, and that no reminder would reach him', async () => {
    notificationsNeverAsked();
    remindersApi({ ...makeUser({ preferredLanguage: 'es' }), reminders: { push: true, email: false, sms: true } }, consentsOf([emailTakenBack]));
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Recordatorios' }));
    const email = await section.findByRole('switch', { name: /^Recordatorios por correo/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Retiraste tu consentimiento para correos, así que el programa no te envía correos.'),
    );
    expect(email).toBeDisabled();
    expect(await section.findByText('Activa las notificaciones en este dispositivo para recibir recordatorios.')).toBeInTheDocument();
    expect(section.queryByText(/^Próximo recordatorio/)).not.toBeInTheDocument();
  });

  it('asks in Spanish for notifications on this device or e-mail reminders', async () => {
    notificationsNeverAsked();
    remindersApi({ ...makeUser({ preferredLanguage: 'es' }), reminders: { push: true, email: false, sms: true } });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Recordatorios' }));
    expect(
      await section.findByText(
        'Activa las notificaciones en este dispositivo, o los recordatorios por correo, para recibir recordatorios.',
      ),
    ).toBeInTheDocument();
  });
});
