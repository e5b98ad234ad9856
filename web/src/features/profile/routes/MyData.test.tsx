import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { formatDate, formatDay } from '@/lib/dates';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeConsent } from '@/testing/consents';
import { makeIncentive } from '@/testing/incentives';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeReply, makeText } from '@/testing/texts';
import type { MyExport } from '../api/types';

function profileApi(me: User, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: 'https://dads.example.org/ics/first-token.ics' }),
    'GET /api/me/next-reminder': () => json(null),
    'GET /api/me/consents': () => json([]),
    ...extra,
  });
}

const sam = makeUser({ displayName: 'Sam Rivera', lastName: 'Rivera' });

/** What `GET /api/me/export` answers Sam: a little of everything the program keeps. */
const samsData: MyExport = {
  exportedAt: '2026-04-01T15:00:00Z',
  account: sam,
  father: makeFather({ userId: sam.id, address: '12 Elm St', children: [{ name: 'Mia', birthYear: 2019 }] }),
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
      note: null,
    },
  ],
  milestones: [
    {
      id: 'm1',
      fatherId: 'f1',
      fatherName: 'Sam Rivera',
      kind: 'employment',
      title: 'Started at the warehouse',
      note: '',
      achievedAt: '2026-02-10',
      createdAt: '2026-02-10T15:00:00Z',
      createdBy: 'st1',
      cycleId: null,
    },
  ],
  contacts: [],
  referrals: [
    {
      id: 'r1',
      fatherId: 'f1',
      type: 'housing',
      partner: 'City Housing Office',
      status: 'accepted',
      note: '',
      madeAt: '2026-02-01T15:00:00Z',
      madeBy: 'st1',
      updatedAt: '2026-02-03T15:00:00Z',
      history: [],
    },
  ],
  consents: [makeConsent({ id: 'k1', kind: 'photo', grantedAt: '2026-01-06T18:00:00Z', revokedAt: '2026-03-01T12:00:00Z' })],
  incentives: [makeIncentive()],
  messages: [
    {
      id: 'msg1',
      conversationId: 'c1',
      conversationKind: 'group',
      groupName: 'Tuesday Evening Dads',
      sentAt: '2026-03-05T14:00:00Z',
      body: 'See you Tuesday',
      removedAt: null,
    },
  ],
  submissions: [],
  photos: {
    portrait: false,
    tagged: [
      { photoId: 'p1', albumId: 'a1', albumTitle: 'Picnic', caption: 'At the park', createdAt: '2026-03-10T15:00:00Z' },
      { photoId: 'p2', albumId: 'a1', albumTitle: 'Picnic', caption: '', createdAt: '2026-03-10T15:00:00Z' },
    ],
  },
  texts: [makeText({ body: 'Session moved to Room 2' }), makeReply({ id: '0190-t002', body: 'Ahí estaré' })],
};

/** What the browser was handed to save, by file name. */
function catchDownloads() {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:json'), revokeObjectURL: vi.fn() }));
  return downloads;
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('a father’s own data', () => {
  it('downloads everything the program recorded about him from his profile', async () => {
    const downloads = catchDownloads();
    const { calls } = profileApi(makeUser(), {
      'GET /api/me/export': () => new Response('{"father":{}}', { headers: { 'Content-Type': 'application/json' } }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const mine = within(await screen.findByRole('region', { name: 'My data' }));
    expect(mine.getByText(/^Everything the program has recorded about you/)).toBeInTheDocument();
    await user.click(mine.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toEqual([`my-data-${dayjs().format('YYYY-MM-DD')}.json`]));
    expect(calls.filter((call) => call.path === '/api/me/export').map((call) => call.method)).toEqual(['GET']);
  });

  it('says why when there is nothing to download', async () => {
    catchDownloads();
    profileApi(makeUser(), { 'GET /api/me/export': () => apiError(404, 'not-found', 'noLinkedRecord') });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('No father record is linked to your account.')).toBeInTheDocument();
  });

  it('speaks his language', async () => {
    profileApi(makeUser({ preferredLanguage: 'es' }));
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
  });

  it('opens a page to read and print from his profile', async () => {
    profileApi(sam, { 'GET /api/me/export': () => json(samsData) });
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const mine = within(await screen.findByRole('region', { name: 'My data' }));
    await user.click(mine.getByRole('link', { name: 'Read and print my data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-data'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    profileApi(makeUser({ isAdmin: true }), { 'GET /api/users': () => json([]) });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Calendar feed' });
    expect(screen.queryByRole('region', { name: 'My data' })).not.toBeInTheDocument();
  });
});

describe('a father reads and prints his data', () => {
  it('shows each kind of record under its heading, with dates, and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    profileApi(sam, { 'GET /api/me/export': () => json(samsData) });
    const user = userEvent.setup();
    renderApp('/profile/my-data');

    expect(await screen.findByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();
    expect(await screen.findByText(`Everything the program had recorded about you on ${formatDate(samsData.exportedAt)}.`)).toBeInTheDocument();
    const section = (name: string) => within(screen.getByRole('region', { name }));

    expect(section('Your details').getByText('12 Elm St')).toBeInTheDocument();
    expect(section('Your details').getByText('Mia, born 2019')).toBeInTheDocument();
    expect(section('Your account').getByText('Sam Rivera')).toBeInTheDocument();
    const groups = section('Your groups');
    expect(groups.getByText('Tuesday Evening Dads')).toBeInTheDocument();
    expect(groups.getByText(formatDay('2026-01-06T18:00:00Z'))).toBeInTheDocument();
    expect(groups.getByText('Still a member')).toBeInTheDocument();
    const attendance = section('Your attendance');
    expect(attendance.getByText(formatDate('2026-03-04T00:00:00Z'))).toBeInTheDocument();
    expect(attendance.getByText('Session 1, Nurturing Fathers')).toBeInTheDocument();
    expect(attendance.getByText('Late · 60 minutes')).toBeInTheDocument();
    expect(section('Your milestones').getByText('Started at the warehouse')).toBeInTheDocument();
    expect(section('Your milestones').getByText(formatDay('2026-02-10'))).toBeInTheDocument();
    expect(section('Your contacts with the staff').getByText('None.')).toBeInTheDocument();
    expect(section('Your referrals').getByText('To City Housing Office · Accepted')).toBeInTheDocument();
    expect(section('Your consents').getByText('Photos')).toBeInTheDocument();
    expect(section('Your consents').getByText(formatDay('2026-01-06T18:00:00Z'))).toBeInTheDocument();
    expect(section('Your consents').getByText(`You took it back on ${formatDay('2026-03-01T12:00:00Z')}`)).toBeInTheDocument();
    expect(section('Your incentives').getByText('Gift card · $25.00')).toBeInTheDocument();
    expect(section('Messages you sent').getByText('See you Tuesday')).toBeInTheDocument();
    expect(section('Messages you sent').getByText('In Tuesday Evening Dads')).toBeInTheDocument();
    expect(section('Text messages to and from your number').getByText('Session moved to Room 2')).toBeInTheDocument();
    expect(section('Text messages to and from your number').getByText('To you, from the program')).toBeInTheDocument();
    expect(section('Text messages to and from your number').getByText('From you')).toBeInTheDocument();
    expect(section('Photos').getByText('You are tagged in 2 gallery photos.')).toBeInTheDocument();
    expect(section('Photos').getByText('Your record has no portrait photo.')).toBeInTheDocument();
    // One record a line, not a wide table: it reads on a 360 px phone without scrolling sideways.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('still downloads the JSON file from the page', async () => {
    const downloads = catchDownloads();
    const { calls } = profileApi(sam, { 'GET /api/me/export': () => json(samsData) });
    const user = userEvent.setup();
    renderApp('/profile/my-data');
    await user.click(await screen.findByRole('button', { name: 'Download (JSON)' }));
    await waitFor(() => expect(downloads).toEqual([`my-data-${dayjs().format('YYYY-MM-DD')}.json`]));
    // Once for the page, once for the file.
    expect(calls.filter((call) => call.path === '/api/me/export')).toHaveLength(2);
  });

  it('speaks his language', async () => {
    profileApi({ ...sam, preferredLanguage: 'es' }, { 'GET /api/me/export': () => json(samsData) });
    renderApp('/profile/my-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Tu asistencia' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tus grupos' })).getByText('Sigue en el grupo')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fotos' })).getByText('Apareces etiquetado en 2 fotos de la galería.')).toBeInTheDocument();
    expect(formatDate('2026-03-04T00:00:00Z')).toMatch(/mar/);
    expect(within(screen.getByRole('region', { name: 'Tu asistencia' })).getByText(formatDate('2026-03-04T00:00:00Z'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar (JSON)' })).toBeInTheDocument();
  });

  it('says why when his data cannot be read', async () => {
    profileApi(sam, { 'GET /api/me/export': () => apiError(404, 'not-found', 'noLinkedRecord') });
    renderApp('/profile/my-data');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Your data could not be loaded.')).toBeInTheDocument();
    expect(alert.getByText('No father record is linked to your account.')).toBeInTheDocument();
  });
});
