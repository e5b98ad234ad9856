import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import type { User } from '@/lib/api/types';
import { authAnswer, json, makeUser, mockApi, pageCalls } from '@/testing/api';
import { renderApp } from '@/testing/render';
import type { Retention } from '../api/types';

const director = makeUser({ id: 'd1', displayName: 'Ana Director', isAdmin: true, staffRole: 'director' });

const SEVEN_YEARS: Retention = {
  retentionDays: 2555,
  today: '2026-03-02',
  records: [
    // Past retention already: the next daily look anonymises it.
    { fatherId: 'f3', name: 'Carlos Mendez', exitDate: '2019-02-20', anonymisedOn: '2026-03-02' },
    { fatherId: 'f1', name: 'Sam Rivera', exitDate: '2019-04-10', anonymisedOn: '2026-04-08' },
  ],
};

function retentionApi(answer: Retention, viewer: User = director) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(viewer)),
    // The users page's first page, loaded for a director wherever he is.
    'GET /api/users': () => json([director]),
    'GET /api/retention': () => json(answer),
  });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the retention screen', () => {
  it('tells a director the rule and the records coming due, soonest first, from his navigation', async () => {
    retentionApi(SEVEN_YEARS);
    renderApp('/retention');

    expect(await screen.findByRole('heading', { level: 1, name: 'Records retention' })).toBeInTheDocument();
    expect(
      await screen.findByText('Records are anonymised 7 years after a father’s exit, and never within 30 days of the exit being recorded.'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Coming due in the next 90 days' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    const carlos = within(rows[0]);
    expect(carlos.getByRole('link', { name: 'Carlos Mendez' })).toHaveAttribute('href', '/fathers/f3');
    expect(carlos.getByText('Exited Feb 20, 2019')).toBeInTheDocument();
    expect(carlos.getByText('At the next daily look')).toBeInTheDocument();

    const sam = within(rows[1]);
    expect(sam.getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute('href', '/fathers/f1');
    expect(sam.getByText('Exited Apr 10, 2019')).toBeInTheDocument();
    expect(sam.getByText('Anonymised on Apr 8, 2026')).toBeInTheDocument();

    const nav = within(screen.getByTestId('admin-nav'));
    expect(nav.getByRole('link', { name: 'Records retention' })).toHaveAttribute('href', '/retention');
  });

  it('says so when no record comes due, and gives a retention of days in days', async () => {
    retentionApi({ retentionDays: 45, today: '2026-03-02', records: [] });
    renderApp('/retention');
    expect(await screen.findByText('No record is due to be anonymised in the next 90 days.')).toBeInTheDocument();
    expect(
      screen.getByText('Records are anonymised 45 days after a father’s exit, and never within 30 days of the exit being recorded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coming due in the next 90 days' })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish director, dates included', async () => {
    retentionApi(SEVEN_YEARS, { ...director, preferredLanguage: 'es' });
    renderApp('/retention');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conservación de expedientes' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Por anonimizar en los próximos 90 días' })).getAllByRole('listitem');
    expect(within(rows[0]).getByText('En la próxima revisión diaria')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Salida el 10 abr 2019')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Se anonimiza el 8 abr 2026')).toBeInTheDocument();
  });

  it('refuses a staff member who is not a director, without asking the server', async () => {
    const { calls } = retentionApi(SEVEN_YEARS, makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' }));
    renderApp('/retention');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(pageCalls(calls).some((call) => call.path === '/api/retention')).toBe(false);
  });
});
