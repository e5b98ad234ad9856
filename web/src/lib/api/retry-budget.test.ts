import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { STORAGE_RETRY_BUDGET_MS, withinRetryBudget } from './retry-budget';

/** A clock that only moves when the retry loop sleeps. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    deps: {
      now: () => time,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        time += ms;
      },
    },
  };
}

const unreachable = () => new ApiError(0, 'unavailable', 'No connection.');

describe('the storage retry budget', () => {
  it('sends again after no answer, 1 s, 2 s, 4 s … apart, until it succeeds', async () => {
    const clock = fakeClock();
    let attempts = 0;
    const answer = await withinRetryBudget(
      async () => {
        attempts += 1;
        if (attempts < 4) throw unreachable();
        return 'stored';
      },
      STORAGE_RETRY_BUDGET_MS,
      clock.deps,
    );
    expect(answer).toBe('stored');
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
  });

  it('gives up once two minutes are spent, with the last failure', async () => {
    const clock = fakeClock();
    const sent = withinRetryBudget(
      async () => {
        throw new ApiError(503, 'unavailable', 'Busy.');
      },
      STORAGE_RETRY_BUDGET_MS,
      clock.deps,
    );
    await expect(sent).rejects.toMatchObject({ status: 503 });
    const waited = clock.sleeps.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(STORAGE_RETRY_BUDGET_MS);
    expect(waited).toBeGreaterThan(STORAGE_RETRY_BUDGET_MS / 2);
    // The delays double up to 30 s.
    expect(Math.max(...clock.sleeps)).toBe(30_000);
  });

  it('does not repeat a refusal that another try cannot change', async () => {
    const clock = fakeClock();
    let attempts = 0;
    const sent = withinRetryBudget(
      async () => {
        attempts += 1;
        throw new ApiError(413, 'invalid-argument', 'Too large.');
      },
      STORAGE_RETRY_BUDGET_MS,
      clock.deps,
    );
    await expect(sent).rejects.toMatchObject({ status: 413 });
    expect(attempts).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });
});
