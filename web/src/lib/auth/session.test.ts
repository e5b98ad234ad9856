import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { readLastUser } from './last-user';
import { getSnapshot, resetSessionForTests, restoreSession, RESTORE_RETRY_MS, setSession } from './session';

const carlos = makeUser({ id: 'u1', displayName: 'Carlos Rivera' });

/** A connection that drops: fetch itself fails, as it does in a browser without a network. */
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSessionForTests();
  localStorage.clear();
});

/** Carlos signed in on this device once; the page is now opened again. */
function signedInBefore() {
  setSession(authAnswer(carlos));
  resetSessionForTests();
}

describe('start-up on a flaky network', () => {
  it('keeps the last person signed in when the server cannot be reached, and tries again until it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signedInBefore();
    let online = false;
    const { calls } = mockApi({ 'POST /api/auth/refresh': () => (online ? json(authAnswer(carlos)) : noNetwork()) });

    const session = await restoreSession();
    expect(session?.user.id).toBe('u1');
    expect(getSnapshot()).toMatchObject({ ready: true, unconfirmed: true, session: { user: { id: 'u1' } } });

    // Still no network at the first retry: still signed in.
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS);
    expect(calls).toHaveLength(2);
    expect(getSnapshot().session?.user.id).toBe('u1');

    online = true;
    await vi.advanceTimersByTimeAsync(2 * RESTORE_RETRY_MS);
    expect(calls).toHaveLength(3);
    expect(getSnapshot().unconfirmed).toBeUndefined();
    expect(getSnapshot().session?.accessToken).toMatch(/^token-/);
  });

  it('tries again at once when the browser is back online', async () => {
    signedInBefore();
    let online = false;
    const { calls } = mockApi({ 'POST /api/auth/refresh': () => (online ? json(authAnswer(carlos)) : noNetwork()) });
    await restoreSession();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getSnapshot().unconfirmed).toBeUndefined());
    expect(calls).toHaveLength(2);
  });

  it('stays signed in when the server answers 503', async () => {
    signedInBefore();
    mockApi({ 'POST /api/auth/refresh': () => apiError(503, 'unavailable', 'databaseUnavailable') });
    await restoreSession();
    expect(getSnapshot()).toMatchObject({ ready: true, unconfirmed: true });
    expect(readLastUser()?.id).toBe('u1');
  });

  it('signs out only when the server refuses the renewal (401)', async () => {
    signedInBefore();
    mockApi({ 'POST /api/auth/refresh': () => apiError(401, 'unauthenticated', 'sessionEnded') });
    expect(await restoreSession()).toBeNull();
    expect(getSnapshot()).toEqual({ ready: true, session: null });
    expect(readLastUser()).toBeNull();
  });

  it('a refusal after an offline start signs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signedInBefore();
    let refused = false;
    mockApi({ 'POST /api/auth/refresh': () => (refused ? apiError(401, 'unauthenticated', 'sessionEnded') : noNetwork()) });
    await restoreSession();
    refused = true;
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS);
    expect(getSnapshot()).toEqual({ ready: true, session: null });
  });

  it('shows the sign-in page offline when nobody was signed in on this device', async () => {
    mockApi({ 'POST /api/auth/refresh': noNetwork });
    expect(await restoreSession()).toBeNull();
    expect(getSnapshot()).toEqual({ ready: true, session: null });
  });
});
