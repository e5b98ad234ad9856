import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NextReminder, UserWithReminders } from '@/lib/api/reminders';
import { getSnapshot, resetSessionForTests } from '@/lib/auth/session';
import { formatDayDate } from '@/lib/dates';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
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

function remindersApi(me: UserWithReminders, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: 'https://dads.example.org/ics/token.ics' }),
    'GET /api/me/next-reminder': () => json(next),
    'GET /api/me/consents': () => json([]),
    ...extra,
  });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('reminders on the profile', () => {
  it('says when the next reminder comes, and saves a switch at once', async () => {
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false } };
    const { calls } = remindersApi(me, {
      'PATCH /api/me': (init) => json({ ...me, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(
      await section.findByText(`Next reminder: ${formatDayDate(next.at)}, for Session 3 — Communication`),
    ).toBeInTheDocument();
    const push = section.getByRole('switch', { name: /^Push reminders/ });
    const email = section.getByRole('switch', { name: /^E-mail reminders/ });
    expect(push).toBeChecked();
    expect(email).not.toBeChecked();

    await user.click(email);
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(email).toBeChecked();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ reminders: { push: true, email: true } });
    expect((getSnapshot().session?.user as UserWithReminders).reminders).toEqual({ push: true, email: true });
  });

  it('says so when no reminder is coming, or when both are off', async () => {
    const me: UserWithReminders = { ...makeUser(), reminders: { push: true, email: false } };
    remindersApi(me, {
      'GET /api/me/next-reminder': () => json(null),
      'PATCH /api/me': () => json({ ...me, reminders: { push: false, email: false } }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText('No reminder coming up.')).toBeInTheDocument();
    await user.click(section.getByRole('switch', { name: /^Push reminders/ }));
    expect(await section.findByText(/^Reminders are off/)).toBeInTheDocument();
  });

  it('is not shown to staff', async () => {
    remindersApi(makeUser({ isAdmin: true }));
    renderApp('/profile');
    expect(await screen.findByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    remindersApi({ ...makeUser({ preferredLanguage: 'es' }), reminders: { push: true, email: true } });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Recordatorios' }));
    await waitFor(() =>
      expect(section.getByText(`Próximo recordatorio: ${formatDayDate(next.at)}, para Session 3 — Communication`)).toBeInTheDocument(),
    );
    expect(formatDayDate(next.at)).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo),/);
    expect(section.getByRole('switch', { name: /^Recordatorios por correo/ })).toBeChecked();
  });
});
