import { afterEach, describe, expect, it, vi } from 'vitest';
import { atMost } from './at-most';

afterEach(() => vi.useRealTimers());

describe('waiting at most a moment', () => {
  it('gives the answer when it comes in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(atMost(Promise.resolve('es'), 1500, 'en')).resolves.toBe('es');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the fallback once the time is up, whatever comes later', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const answer = atMost(never, 1500, 'en');
    await vi.advanceTimersByTimeAsync(1499);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('en');
  });
});
