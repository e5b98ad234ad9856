import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { formatTime } from '@/lib/dates';
import { resetPendingMarksForTests } from '@/lib/offline/pending-marks';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeRosterEntry, makeSession } from '@/testing/program';
import { renderApp } from '@/testing/render';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });
const expiresAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();

// Marks made by checking in carry `method: "check-in"` (not in the generated types yet).
const roster = [
  { ...makeRosterEntry({ fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera', status: 'present' }), method: 'check-in' },
  { ...makeRosterEntry({ fatherId: 'f2', firstName: 'Luis', lastName: 'Garcia', status: 'late' }), method: 'staff' },
  makeRosterEntry({ fatherId: 'f3', firstName: 'Omar', lastName: 'Diaz' }),
] as RosterEntry[];

function codeApi(handlers: Record<string, Handler>, user = director) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/users': () => json([director]),
    'GET /api/sessions/s1': () => json(makeSession({ title: 'Session 2', number: 2 })),
    'GET /api/sessions/s1/attendance': () => json(roster),
    ...handlers,
  });
}

function code(digits: string) {
  return { code: digits, url: `https://dads.example.org/check-in?code=${digits}`, expiresAt };
}

beforeEach(() => {
  resetSessionForTests();
  resetPendingMarksForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the check-in code', () => {
  it('is made when the facilitator opens it, shown as a QR code and six digits, and replaced on demand', async () => {
    const codes = ['123456', '654321'];
    const { calls } = codeApi({
      'GET /api/sessions/s1/check-in-code': () => apiError(404, 'not-found', 'noCheckInCode'),
      'POST /api/sessions/s1/check-in-code': () => json(code(codes.shift() ?? '000000')),
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(await screen.findByRole('button', { name: 'Check-in' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Check-in: Session 2' }));
    const qr = await dialog.findByRole('img', { name: 'QR code to check in to Session 2' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')).not.toBeNull();
    expect(dialog.getByText('123 456')).toBeInTheDocument();
    expect(dialog.getByText('Check-in code: 1 2 3 4 5 6')).toBeInTheDocument();
    expect(dialog.getByText('Or they open dads.example.org/check-in and type:')).toBeInTheDocument();
    expect(dialog.getByText(`Works until ${formatTime(expiresAt)}`)).toBeInTheDocument();
    // Only the mark Sam made himself counts.
    expect(await dialog.findByText('1 father checked in so far')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'New code' }));
    expect(await dialog.findByText('654 321')).toBeInTheDocument();
    expect(dialog.queryByText('123 456')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/sessions/s1/check-in-code')).toHaveLength(2);
  });

  it('shows the current code without making another', async () => {
    const { calls } = codeApi({ 'GET /api/sessions/s1/check-in-code': () => json(code('246810')) });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(await screen.findByRole('button', { name: 'Check-in' }));
    expect(await screen.findByText('246 810')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/sessions/s1/check-in-code')).toBe(false);
  });

  it('says why when check-in is not open', async () => {
    codeApi({
      'GET /api/sessions/s1/check-in-code': () => apiError(404, 'not-found', 'noCheckInCode'),
      'POST /api/sessions/s1/check-in-code': () =>
        apiError(409, 'aborted', 'checkInCodeWindow'),
    });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(await screen.findByRole('button', { name: 'Check-in' }));
    expect(await screen.findByText('Check-in is not open')).toBeInTheDocument();
    expect(
      await screen.findByText('A check-in code can be made from 30 minutes before the session starts until it ends.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('is not offered to a father', async () => {
    codeApi({ 'GET /api/sessions/s1/attendance': () => json([roster[0]]) }, makeUser());
    renderApp('/cycles/c1/sessions/s1');
    expect(await screen.findByRole('heading', { name: 'Session 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check-in' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    codeApi({ 'GET /api/sessions/s1/check-in-code': () => json(code('123456')) }, { ...director, preferredLanguage: 'es' });
    const user = userEvent.setup();
    renderApp('/cycles/c1/sessions/s1');
    await user.click(await screen.findByRole('button', { name: 'Registro de llegada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registro de llegada: Session 2' }));
    expect(await dialog.findByRole('img', { name: 'Código QR para registrar la llegada a Session 2' })).toBeInTheDocument();
    expect(await dialog.findByText('1 padre ha registrado su llegada')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Código nuevo' })).toBeInTheDocument();
  });
});
