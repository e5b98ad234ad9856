import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowUp, ReferralEntry, ReferralStatus } from '../api/casework';
import type { FollowUpCounts } from '@/features/dashboard';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, staffOf, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';

const director = makeUser({ id: 'admin', firstName: 'Ana', displayName: 'Ana Ruiz', isAdmin: true });
const scoped = makeUser({ id: 's2', firstName: 'Luis', displayName: 'Luis Gómez', isAdmin: true, staffRole: 'staff' });
const father = makeUser({ id: 'u9', firstName: 'Carlos' });

function followUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    id: 'k1',
    fatherId: 'f1',
    fatherName: 'Carlos Rivera',
    staffId: 'admin',
    staffName: 'Ana Ruiz',
    at: '2026-03-02T15:00:00Z',
    method: 'call',
    outcome: 'no-answer',
    minutes: 5,
    note: 'Call back about the job fair.',
    sensitive: false,
    followUpDue: '2026-03-05',
    followUpDoneAt: null,
    createdAt: '2026-03-02T15:00:00Z',
    updatedAt: '2026-03-02T15:00:00Z',
    ...overrides,
  };
}

function referral(overrides: Partial<ReferralEntry> = {}): ReferralEntry {
  return {
    id: 'r1',
    fatherId: 'f1',
    fatherName: 'Carlos Rivera',
    type: 'housing',
    partner: 'Foundation Communities',
    status: 'made',
    note: '',
    madeAt: '2026-03-02T15:00:00Z',
    madeBy: 'admin',
    history: [{ status: 'made', at: '2026-03-02T15:00:00Z', by: 'admin' }],
    updatedAt: '2026-03-02T15:00:00Z',
    ...overrides,
  };
}

/** Staff's day (GET /api/today), whose follow-up counts the tabs show; no sessions, no messages. */
function dayOf(followUps: FollowUpCounts) {
  return json({ day: '2026-03-06', sessions: [], followUps, unreadMessages: 0 });
}

function signedInAs(user: typeof director, extra: Record<string, Handler>) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    ...(user.isAdmin
      ? {
          'GET /api/users': () => json([user]),
          'GET /api/staff': () => json(staffOf([director, scoped])),
          'GET /api/today': () => dayOf({ overdue: 0, today: 0, week: 0 }),
        }
      : {}),
    ...extra,
  });
}

function query(url: string) {
  return new URL(url, 'http://localhost').searchParams;
}

/** The follow-ups the server has open, by `when`, and the day's counts of them; a done one leaves them. */
function followUpsServer(open: Record<string, FollowUp[]>) {
  const asked: string[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/today': () =>
      dayOf({ overdue: open.overdue?.length ?? 0, today: open.today?.length ?? 0, week: open.week?.length ?? 0 }),
    'GET /api/follow-ups': (_init, url) => {
      const when = query(url).get('when') ?? '';
      asked.push(when);
      return json(open[when] ?? []);
    },
    'POST /api/contacts/k1/follow-up-done': () => {
      for (const when of Object.keys(open)) open[when] = (open[when] ?? []).filter((row) => row.id !== 'k1');
      return json({ ...followUp(), followUpDoneAt: '2026-03-06T10:00:00Z' });
    },
  };
  return { asked, handlers };
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('follow-ups', () => {
  it('lists the overdue ones first, then today’s and this week’s, each tab asking for its own', async () => {
    const { asked, handlers } = followUpsServer({
      overdue: [followUp()],
      today: [followUp({ id: 'k2', fatherId: 'f2', fatherName: 'Miguel Soto', method: 'visit', outcome: 'reached', followUpDue: '2026-03-06' })],
      week: [],
    });
    signedInAs(director, handlers);
    const user = userEvent.setup();
    const { router } = renderApp('/follow-ups');
    expect(await screen.findByRole('heading', { name: 'Follow-ups' })).toBeInTheDocument();
    // Every tab says how many it holds.
    expect(await screen.findByRole('tab', { name: 'Overdue (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Today (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'This week (0)' })).toBeInTheDocument();

    const overdue = within(await screen.findByRole('list', { name: 'Overdue' }));
    expect(overdue.getByRole('link', { name: 'Carlos Rivera' })).toHaveAttribute('href', '/fathers/f1');
    expect(overdue.getByText('Overdue: due Mar 5, 2026')).toBeInTheDocument();
    expect(overdue.getByText(/^Call · No answer · Mar 2, 2026/)).toBeInTheDocument();
    expect(overdue.getByText('Logged by Ana Ruiz')).toBeInTheDocument();
    expect(overdue.getByText('Call back about the job fair.')).toBeInTheDocument();
    expect(asked).toContain('overdue');
    expect(asked).not.toContain('today');

    await user.click(screen.getByRole('tab', { name: 'Today (1)' }));
    const today = within(await screen.findByRole('list', { name: 'Today' }));
    expect(today.getByRole('link', { name: 'Miguel Soto' })).toHaveAttribute('href', '/fathers/f2');
    expect(today.getByText('Due Mar 6, 2026')).toBeInTheDocument();
    expect(today.getByText(/^Visit · Reached/)).toBeInTheDocument();
    expect(asked).toContain('today');
    expect(router.state.location.search).toBe('?when=today');

    await user.click(screen.getByRole('tab', { name: 'This week (0)' }));
    expect(await screen.findByText('No follow-ups due in the next seven days.')).toBeInTheDocument();
    expect(asked).toContain('week');
  });

  it('marks one done in one tap: the row leaves the list, a toast says so, and the counts go down', async () => {
    const { handlers, asked } = followUpsServer({ overdue: [followUp()] });
    const { calls } = signedInAs(director, handlers);
    const user = userEvent.setup();
    renderApp('/follow-ups');
    const list = within(await screen.findByRole('list', { name: 'Overdue' }));
    expect(await screen.findByText('(1 overdue follow-up)')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overdue (1)' })).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Done: follow-up with Carlos Rivera' }));
    expect(await screen.findByText('Follow-up with Carlos Rivera marked done.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/contacts/')).map((call) => call.path)).toEqual([
      '/api/contacts/k1/follow-up-done',
    ]);
    expect(await screen.findByText('Nothing overdue. Well done.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carlos Rivera' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('overdue-badge')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Overdue (0)' })).toBeInTheDocument();
    expect(asked.every((when) => when === 'overdue')).toBe(true);
  });

  it('counts every tab, in Spanish too, and shows more than 99 as 99+', async () => {
    signedInAs(makeUser({ ...scoped, preferredLanguage: 'es' }), {
      'GET /api/follow-ups': () => json([followUp()]),
      'GET /api/today': () => dayOf({ overdue: 100, today: 2, week: 5 }),
    });
    renderApp('/follow-ups');
    expect(await screen.findByRole('tab', { name: 'Vencidos (99+)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hoy (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Esta semana (5)' })).toBeInTheDocument();
  });

  it('shows a placeholder for a sensitive note hidden from this reader', async () => {
    const { handlers } = followUpsServer({ overdue: [followUp({ note: null, sensitive: true })] });
    signedInAs(scoped, handlers);
    renderApp('/follow-ups');
    const list = within(await screen.findByRole('list', { name: 'Overdue' }));
    expect(list.getByText('Note not shown: it is sensitive.')).toBeInTheDocument();
    expect(list.queryByText('Call back about the job fair.')).not.toBeInTheDocument();
  });

  it('shows the overdue count on the navigation entry, read out by name, and 99+ past 99', async () => {
    const many = Array.from({ length: 100 }, (_, index) => followUp({ id: `k${index}`, fatherId: `f${index}` }));
    let answer: FollowUp[] = [followUp(), followUp({ id: 'k2' }), followUp({ id: 'k3' })];
    const { calls } = signedInAs(scoped, { 'GET /api/follow-ups': () => json(answer) });
    const { router } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    const entry = await nav.findByRole('link', { name: 'Follow-ups (3 overdue follow-ups)' });
    expect(entry).toHaveAttribute('href', '/follow-ups');
    expect(within(entry).getByTestId('overdue-badge')).toHaveTextContent('3');
    expect(nav.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals');
    const asked = calls.find((call) => call.path === '/api/follow-ups');
    expect(query(asked?.url ?? '').get('when')).toBe('overdue');
    expect(query(asked?.url ?? '').get('limit')).toBe('100');

    answer = many;
    await router.navigate('/follow-ups');
    expect(await nav.findByRole('link', { name: 'Follow-ups (more than 99 overdue follow-ups)' })).toBeInTheDocument();
    expect(nav.getByTestId('overdue-badge')).toHaveTextContent('99+');
  });

  it('is for staff: a father is told he cannot open it, and it is never asked for him', async () => {
    const { calls } = signedInAs(father, {});
    renderApp('/follow-ups');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('403');
    expect(screen.queryByRole('link', { name: /Follow-ups/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/follow-ups')).toBe(false);
  });
});

describe('referrals', () => {
  it('puts the status and type filters in the address and the request', async () => {
    const asked: string[] = [];
    signedInAs(director, {
      'GET /api/referrals': (_init, url) => {
        const params = query(url);
        asked.push(`${params.get('status') ?? ''}/${params.get('type') ?? ''}`);
        return json(params.get('type') === 'legal' ? [] : [referral()]);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/referrals');
    const list = within(await screen.findByRole('list', { name: 'Referrals' }));
    expect(list.getByRole('link', { name: 'Carlos Rivera' })).toHaveAttribute('href', '/fathers/f1');
    expect(list.getByText('Housing · Foundation Communities')).toBeInTheDocument();
    expect(list.getByText('Made Mar 2, 2026')).toBeInTheDocument();
    expect(await list.findByText(/^Last step: Made, Mar 2, 2026 .*, by Ana Ruiz$/)).toBeInTheDocument();
    expect(asked).toEqual(['/']);

    await user.selectOptions(screen.getByLabelText('Status'), 'made');
    await waitFor(() => expect(asked).toContain('made/'));
    expect(router.state.location.search).toBe('?status=made');
    await user.selectOptions(screen.getByLabelText('Type'), 'legal');
    await waitFor(() => expect(asked).toContain('made/legal'));
    expect(router.state.location.search).toBe('?status=made&type=legal');
    expect(await screen.findByText('No referrals match these filters.')).toBeInTheDocument();

    await router.navigate('/referrals?type=housing');
    await waitFor(() => expect(asked).toContain('/housing'));
    expect(screen.getByLabelText('Type')).toHaveValue('housing');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('changes a status in one tap: PATCH, the row updated, a toast', async () => {
    let current: ReferralEntry = referral();
    const { calls } = signedInAs(director, {
      'GET /api/referrals': () => json([current]),
      'PATCH /api/referrals/r1': (init) => {
        const { status } = JSON.parse(String(init?.body)) as { status: ReferralStatus };
        current = { ...current, status, history: [...current.history, { status, at: '2026-03-09T16:00:00Z', by: 'admin' }] };
        // The answer is a Referral: without the father's name.
        return json(Object.fromEntries(Object.entries(current).filter(([key]) => key !== 'fatherName')));
      },
    });
    const user = userEvent.setup();
    renderApp('/referrals');
    const select = await screen.findByLabelText('Change status of the Housing referral for Carlos Rivera');
    await user.selectOptions(select, 'accepted');
    expect(await screen.findByText('Referral for Carlos Rivera: Accepted.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/referrals/r1');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ status: 'accepted' });
    const row = within(screen.getByTestId('referral'));
    expect(row.getByText(/^Last step: Accepted, Mar 9, 2026/)).toBeInTheDocument();
    expect(row.getByLabelText('Change status of the Housing referral for Carlos Rivera')).toHaveValue('accepted');
  });

  it('says it in Spanish', async () => {
    signedInAs(makeUser({ ...director, preferredLanguage: 'es' }), { 'GET /api/referrals': () => json([referral()]) });
    renderApp('/referrals');
    expect(await screen.findByRole('heading', { name: 'Derivaciones' })).toBeInTheDocument();
    expect(await screen.findByText('Vivienda · Foundation Communities')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toBeInTheDocument();
  });
});
