import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection, onServerBack, READ_AGAIN_INTERVAL_MS, reportServerReached, resetNetworkStatusForTests } from './network-status';

const readAgain = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  resetNetworkStatusForTests();
  readAgain.mockReset();
  onServerBack(readAgain);
});
afterEach(() => {
  onServerBack(undefined);
  resetNetworkStatusForTests();
  vi.useRealTimers();
});

describe('the server away and back', () => {
  it('reads the pages again as soon as the server answers after being away', () => {
    reportServerReached(true);
    expect(readAgain).not.toHaveBeenCalled();
    reportServerReached(false);
    expect(connection()).toBe('server-unreachable');
    reportServerReached(true);
    expect(connection()).toBe('online');
    expect(readAgain).toHaveBeenCalledTimes(1);
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
