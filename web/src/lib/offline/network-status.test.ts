import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSnapshot, resetSessionForTests, setSession } from '@/lib/auth/session';
import { authAnswer, makeUser } from '@/testing/api';
import { connectQueriesToNetwork } from '@/lib/query-client';
import {
  connection,
  onServerBack,
  READ_AGAIN_INTERVAL_MS,
  reportServerReached,
  resetNetworkStatusForTests,
  useConnection,
} from './network-status';

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  resetNetworkStatusForTests();
  resetSessionForTests();
});

describe('network status', () => {
  it('follows the browser going offline and back', () => {
    const { result } = renderHook(() => useConnection());
    expect(result.current).toBe('online');
    act(() => browserOnline(false));
    expect(result.current).toBe('no-network');
    act(() => browserOnline(true));
    expect(result.current).toBe('online');
  });

  it('tells a server that does not answer from a browser without a network, and forgets it at the next answer', () => {
    const { result } = renderHook(() => useConnection());
    act(() => reportServerReached(false));
    expect(result.current).toBe('server-unreachable');
    expect(connection()).toBe('server-unreachable');
    // Any answer, even a refusal, means the server is there.
    act(() => reportServerReached(true));
    expect(result.current).toBe('online');
  });

  it('says the network is missing, not the server, when the browser is offline too', () => {
    const { result } = renderHook(() => useConnection());
    act(() => reportServerReached(false));
    act(() => browserOnline(false));
    expect(result.current).toBe('no-network');
  });

  it('forgets a failed call when the browser comes back online: the next call will tell', () => {
    const { result } = renderHook(() => useConnection());
    act(() => reportServerReached(false));
    act(() => browserOnline(true));
    expect(result.current).toBe('online');
  });

  it('counts a session the server could not renew at start as the server being away, until it is renewed', () => {
    const user = makeUser({ id: 'u1' });
    const { result } = renderHook(() => useConnection());
    act(() => resetSessionForTests({ ready: true, session: { user, accessToken: '', expiresAt: 0 }, unconfirmed: true }));
    expect(result.current).toBe('server-unreachable');
    act(() => void setSession(authAnswer(user)));
    expect(result.current).toBe('online');
  });
});

describe('when queries run', () => {
  it('not while the browser is offline, from the first moment', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    connectQueriesToNetwork(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
    act(() => browserOnline(true));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('reads again what the pages show once the server answers after being away, and only then', () => {
    const client = new QueryClient();
    const readAgain = vi.spyOn(client, 'refetchQueries').mockResolvedValue();
    connectQueriesToNetwork(client);
    reportServerReached(true);
    expect(readAgain).not.toHaveBeenCalled();
    reportServerReached(false);
    reportServerReached(true);
    expect(readAgain).toHaveBeenCalledExactlyOnceWith({ type: 'active', stale: true });
  });

  it('not while the session could not be renewed at start, and again once it is', () => {
    const user = makeUser({ id: 'u1' });
    resetSessionForTests({ ready: true, session: { user, accessToken: '', expiresAt: 0 }, unconfirmed: true });
    connectQueriesToNetwork(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
    setSession(authAnswer(user));
    expect(getSnapshot().unconfirmed).toBeUndefined();
    expect(onlineManager.isOnline()).toBe(true);
  });
});

// Once back, as above; then not at every flip of a read that keeps failing.
describe('reading again while one part of the server stays away', () => {
  const readAgain = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    readAgain.mockReset();
    onServerBack(readAgain);
  });
  afterEach(() => {
    onServerBack(undefined);
    vi.useRealTimers();
  });

  it('does not read everything again at every answer while one read keeps failing and another is answered', () => {
    reportServerReached(false);
    reportServerReached(true);
    expect(readAgain).toHaveBeenCalledTimes(1);
    // What a page with one part of the server away did: each round read both again at once.
    for (let round = 0; round < 1000; round++) {
      reportServerReached(false);
      reportServerReached(true);
    }
    expect(readAgain).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(READ_AGAIN_INTERVAL_MS);
    expect(readAgain).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * READ_AGAIN_INTERVAL_MS);
    expect(readAgain).toHaveBeenCalledTimes(2);
  });

  it('leaves the reading again to the next answer when the server is away again by then', () => {
    reportServerReached(false);
    reportServerReached(true);
    reportServerReached(false);
    reportServerReached(true);
    reportServerReached(false);
    vi.advanceTimersByTime(READ_AGAIN_INTERVAL_MS);
    expect(readAgain).toHaveBeenCalledTimes(1);
    reportServerReached(true);
    expect(readAgain).toHaveBeenCalledTimes(2);
  });
});
