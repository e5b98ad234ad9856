import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { resetSessionForTests } from '@/lib/auth/session';
import type { User } from '@/lib/api/types';
import { apiError, authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { useStaffLabel } from './staff';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });
const luis = makeUser({ id: 's1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
const marta = makeUser({ id: 's2', displayName: 'Marta Staff', isAdmin: true, staffRole: 'staff' });
const father = makeUser({ id: 'u9' });

function Label({ ids }: { ids: string[] }) {
  return <p data-testid="label">{useStaffLabel(ids) || '(nothing)'}</p>;
}

function render(viewer: User, ids: string[], handlers: Record<string, Handler>) {
  const mock = mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(viewer)), ...handlers });
  renderWithProviders(
    <AuthProvider>
      <Label ids={ids} />
    </AuthProvider>,
  );
  return mock;
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup(); // unmounted before the session resets (see app.test.tsx)
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('useStaffLabel', () => {
  it('names other staff to a staff member who is not a director, from the staff list', async () => {
    const { calls } = render(luis, ['s2', 'd1'], { 'GET /api/staff': () => json(staffOf([director, luis, marta])) });
    expect(await screen.findByText('Marta Staff, Ana Director')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users')).toBe(false);
  });

  it('names them to a director from the same list', async () => {
    render(director, ['s1'], { 'GET /api/staff': () => json(staffOf([director, luis, marta])) });
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();
  });

  it('counts as other staff members only the ids the list does not hold, never while it loads', async () => {
    let answer!: () => void;
    const staffAnswered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = render(marta, ['s1', 'gone', 'left'], {
      'GET /api/staff': async () => {
        await staffAnswered;
        return json(staffOf([director, luis, marta]));
      },
    });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/staff')).toBe(true));
    expect(screen.getByTestId('label')).toHaveTextContent('(nothing)');
    answer();
    expect(await screen.findByText('Luis Staff, 2 other staff members')).toBeInTheDocument();
  });

  it('says "other staff members" when the list cannot be read', async () => {
    render(marta, ['s1'], { 'GET /api/staff': () => apiError(500, 'internal', 'internal') });
    expect(await screen.findByText('1 other staff member')).toBeInTheDocument();
  });

  it('names them to a father from his contacts, and never asks for the staff list', async () => {
    const { calls } = render(father, ['s1'], {
      'GET /api/contacts': () => json([{ userId: 's1', displayName: 'Luis Staff', isStaff: true }]),
    });
    expect(await screen.findByText('Luis Staff')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/staff')).toBe(false);
  });

  it('asks for nothing without ids', async () => {
    const { calls } = render(luis, [], {});
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/auth/refresh')).toBe(true));
    expect(screen.getByTestId('label')).toHaveTextContent('(nothing)');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/refresh']);
  });
});
