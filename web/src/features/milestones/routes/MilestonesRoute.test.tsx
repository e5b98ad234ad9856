import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Milestone } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';

const admin = makeUser({ id: 'admin', displayName: 'Ana Admin', firstName: 'Ana', isAdmin: true });

function milestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: 'm1',
    fatherId: 'f1',
    fatherName: 'Sam Rivera',
    title: 'Completed Nurturing Fathers',
    kind: 'completed course',
    achievedAt: '2026-05-26',
    note: 'Attended 11 of 12 sessions.',
    cycleId: 'c1',
    createdBy: 'admin',
    createdAt: '2026-05-26T20:00:00Z',
    ...overrides,
  };
}

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('milestones', () => {
  it('lists one father’s milestones and adds a custom one for him', { timeout: 20_000 }, async () => {
    const queries: Record<string, string>[] = [];
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(admin)),
      'GET /api/users': () => json([admin]),
      'GET /api/fathers/f1': () => json(makeFather()),
      'GET /api/milestones': (_init, url) => {
        queries.push(queryOf(url));
        return json([milestone()]);
      },
      'POST /api/milestones': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(milestone({ id: 'm2', kind: 'housing', title: 'Own apartment' }), 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/milestones/f1');

    expect(await screen.findByRole('heading', { name: 'Milestones of Sam Rivera' })).toBeInTheDocument();
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByText('Completed Nurturing Fathers')).toBeInTheDocument();
    expect(card.getByText('Completed course')).toBeInTheDocument();
    expect(card.getByText('May 26, 2026')).toBeInTheDocument();
    expect(queries[0]).toEqual({ fatherId: 'f1', limit: '500' });

    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add milestone' }));
    expect(dialog.getByRole('combobox', { name: /Father/ })).toHaveValue('Sam Rivera');
    await user.type(dialog.getByLabelText(/^Title/), 'Own apartment');
    await user.selectOptions(dialog.getByLabelText(/^Kind/), 'other');
    await user.click(dialog.getByRole('button', { name: 'Add milestone' }));
    expect(await dialog.findByText('Custom kind is required.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Custom kind/), 'Housing');
    await user.type(dialog.getByLabelText('Note'), 'Signed the lease.');
    await user.click(dialog.getByRole('button', { name: 'Add milestone' }));
    expect(await screen.findByText('Milestone added')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fatherId: 'f1',
        title: 'Own apartment',
        kind: 'housing',
        achievedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        note: 'Signed the lease.',
      },
    ]);
  });

  it('shows a father his own milestones, read-only, and refuses another father’s', async () => {
    const father = makeUser({ id: 'u9' });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(father)),
      'GET /api/milestones': (_init, url) =>
        queryOf(url).fatherId === 'f2'
          ? apiError(403, 'permission-denied', 'ownMilestonesOnly')
          : json([milestone()]),
      'GET /api/fathers/f2': () => apiError(404, 'not-found', 'noSuchFather'),
    });
    const { unmount } = renderApp('/milestones');
    expect(await screen.findByRole('heading', { name: 'My milestones' })).toBeInTheDocument();
    expect(await screen.findByText('Completed Nurturing Fathers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();

    renderApp('/milestones/f2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument());
  });

  it('shows a staff member the not-found page for a father outside his groups and caseload, with nothing to add', async () => {
    const staffMember = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(staffMember)),
      // The list holds only the fathers in his scope; the record itself is not found.
      'GET /api/milestones': () => json([]),
      'GET /api/fathers/f9': () => apiError(404, 'not-found', 'noSuchFather'),
    });
    renderApp('/milestones/f9');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-description')).toHaveTextContent('This father record does not exist.');
    expect(screen.queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
  });
});
