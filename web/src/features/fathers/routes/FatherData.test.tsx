import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeIncentive, voidedBusFare } from '@/testing/incentives';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeReply, makeText } from '@/testing/texts';
import type { FatherExport } from '../api/types';

const director = makeUser({ id: 'admin', displayName: 'Ana Admin', isAdmin: true });
const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });


beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
  localStorage.clear();
});

describe('a father’s data (directors)', () => {
  it('downloads everything recorded about him as JSON, and opens the print view', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:json'), revokeObjectURL: vi.fn() }));
    const { calls } = fatherPageApi(director, [director, luis], () => makeFather(), {
      'GET /api/fathers/f1/export': () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const data = within(await screen.findByRole('region', { name: 'His data' }));
    await user.click(data.getByRole('button', { name: 'Download data (JSON)' }));
    await waitFor(() => expect(downloads).toEqual([`sam-rivera-data-${dayjs().format('YYYY-MM-DD')}.json`]));
    expect(calls.filter((call) => call.path === '/api/fathers/f1/export')).toHaveLength(1);
    expect(data.getByRole('link', { name: 'Print view' })).toHaveAttribute('href', '/fathers/f1/data');
  });

  it('shows everything recorded about him as a page to print, section by section', { timeout: 20_000 }, async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const everything: FatherExport = {
      exportedAt: '2026-04-01T15:00:00Z',
      account: makeUser({ id: 'u9', displayName: 'Sam Rivera', email: 'sam@example.com', lastSignInAt: null }),
      father: makeFather({ userId: 'u9', children: [{ name: 'Mia', birthYear: 2019 }], notes: 'Prefers evening calls' }),
      memberships: [{ groupId: 'g1', groupName: 'Tuesday Evening Dads', joinedAt: '2026-01-06T18:00:00Z', leftAt: null }],
      attendance: [
        {
          sessionId: 's1',
          sessionTitle: 'Session 1',
          cycleTitle: 'Nurturing Fathers',
          startsAt: '2026-03-04T00:00:00Z',
          status: 'late',
          minutes: 60,
          method: 'check-in',
          markedAt: '2026-03-04T00:20:00Z',
          note: 'Bus was late',
        },
      ],
      milestones: [],
      contacts: [],
      referrals: [],
      consents: [
        {
          id: 'k1',
          fatherId: 'f1',
          kind: 'photo',
          version: '2026-01',
          grantedAt: '2026-01-06T18:00:00Z',
          witnessedBy: 'admin',
          witnessName: 'Ana Admin',
          revokedAt: '2026-03-01T12:00:00Z',
          revokedBy: 'u9',
          note: '',
        },
      ],
      incentives: [makeIncentive(), voidedBusFare],
      messages: [
        {
          id: 'm1',
          conversationId: 'c1',
          conversationKind: 'group',
          groupName: 'Tuesday Evening Dads',
          sentAt: '2026-03-05T14:00:00Z',
          body: 'See you Tuesday',
          removedAt: null,
        },
      ],
      submissions: [],
  photos: { portrait: true, tagged: [] },
      texts: [makeText({ body: 'Session moved to Room 2' }), makeReply({ id: '0190-t002', body: 'Ahí estaré' })],
    };
    mockApi({
      'POST /api/auth/refresh': () => json(authAnswer(director)),
      'GET /api/fathers/f1/export': () => json(everything),
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1/data');

    expect(await screen.findByRole('heading', { name: 'Data held about Sam Rivera' })).toBeInTheDocument();
    const record = within(screen.getByRole('group', { name: 'Record' }));
    expect(record.getByText('Mia, born 2019')).toBeInTheDocument();
    expect(record.getByText('Prefers evening calls')).toBeInTheDocument();
    expect(record.getByText('English')).toBeInTheDocument();
    const attendance = within(screen.getByRole('table', { name: 'Attendance' }));
    expect(within(attendance.getAllByRole('row')[1]).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual([
      'Session 1',
      'Nurturing Fathers',
      'Late',
      '60',
      'He checked in',
      'Bus was late',
    ]);
    expect(within(screen.getByRole('group', { name: 'Milestones' })).getByText('None.')).toBeInTheDocument();
    const consents = within(screen.getByRole('table', { name: 'Consents' }));
    expect(consents.getByRole('cell', { name: 'Photos' })).toBeInTheDocument();
    expect(consents.getByRole('cell', { name: 'Ana Admin' })).toBeInTheDocument();
    const incentives = within(screen.getByRole('table', { name: 'Incentives' }));
    expect(incentives.getByRole('cell', { name: 'Voided Mar 12, 2026: Entered twice by mistake' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Messages he sent' })).getByRole('cell', { name: 'See you Tuesday' })).toBeInTheDocument();
    const texts = within(screen.getByRole('table', { name: 'Text messages to and from his number' }));
    expect(within(texts.getByRole('row', { name: /Session moved to Room 2/ })).getByRole('cell', { name: 'The program’s' })).toBeInTheDocument();
    expect(within(texts.getByRole('row', { name: /Ahí estaré/ })).getByRole('cell', { name: 'His' })).toBeInTheDocument();
    expect(screen.getByText('His record has a portrait.')).toBeInTheDocument();
    expect(screen.getByText('He is not tagged in any gallery photo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is for directors only', async () => {
    mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(luis)) });
    renderApp('/fathers/f1/data');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
  });
});

