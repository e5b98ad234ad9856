import { toApiError, type ApiError } from './errors';
import { isTemporaryFailure } from './temporary-failure';

/**
 * The storage retry time for operations other than gallery uploads, which have 10 minutes
 * (docs/PRODUCT.md, "Requests, retries and time-outs").
 */
export const STORAGE_RETRY_BUDGET_MS = 2 * 60_000;

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export interface RetryBudgetDeps {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends an idempotent storage call again after no answer or a temporary failure
 * (./temporary-failure), 1 s, 2 s, 4 s … apart, until it succeeds, fails for good, or `budgetMs` is spent.
 */
export async function withinRetryBudget<T>(
  send: () => Promise<T>,
  budgetMs = STORAGE_RETRY_BUDGET_MS,
  { now = Date.now, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: RetryBudgetDeps = {},
): Promise<T> {
  const start = now();
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await send();
    } catch (error) {
      const failure: ApiError = toApiError(error);
      const left = budgetMs - (now() - start);
      if (!isTemporaryFailure(failure.status) || left <= delay) throw failure;
      await sleep(delay);
    }
  }
}
