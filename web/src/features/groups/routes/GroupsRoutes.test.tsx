import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { makeGroup } from '@/testing/program';
import { renderApp } from '@/testing/render';

beforeEach(() => {
  resetSessionForTests();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:luis'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('a group’s members', () => {
  it('shows a father his fellow members’ photos, and initials for those without one', async () => {
    const group = makeGroup({
      members: [
        { fatherId: 'f1', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Sam', lastName: 'R.', photoKey: null },
        { fatherId: 'f2', joinedAt: '2026-01-06T18:00:00Z', firstName: 'Luis', lastName: 'G.', photoKey: 'photos/1_luis.jpg' },
      ],
    });
    const { calls } = mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(makeUser({ id: 'u9' }))),
      'GET /api/groups/g1': () => json(group),
      'GET /api/cycles': () => json([]),
      'GET /api/fathers/f2/photo': () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    });
    renderApp('/fathers-group/g1');

    const members = within(await screen.findByRole('list', { name: 'Members' }));
    await waitFor(() => expect(members.getByRole('img', { name: 'Photo of Luis G.' })).toHaveAttribute('src', 'blob:luis'));
    expect(members.queryByRole('img', { name: 'Photo of Sam R.' })).not.toBeInTheDocument();
    expect(members.getByText('SR')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/photo')).map((call) => call.path)).toEqual(['/api/fathers/f2/photo']);
  });
});
