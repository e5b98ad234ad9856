import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { renderApp } from '@/testing/render';

function profileApi(me: User, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(me)),
    'GET /api/me': () => json(me),
    'GET /api/calendar/feed': () => json({ url: 'https://dads.example.org/ics/first-token.ics' }),
    'GET /api/me/next-reminder': () => json(null),
    ...extra,
  });
}

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
    profileApi(makeUser(), { 'GET /api/me/export': () => apiError(404, 'not-found', 'Your account is not linked to a father record.') });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your account is not linked to a father record.')).toBeInTheDocument();
  });

  it('speaks his language', async () => {
    profileApi(makeUser({ preferredLanguage: 'es' }));
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    profileApi(makeUser({ isAdmin: true }), { 'GET /api/users': () => json([]) });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Calendar feed' });
    expect(screen.queryByRole('region', { name: 'My data' })).not.toBeInTheDocument();
  });
});
