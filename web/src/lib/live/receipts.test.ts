import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/api/limits.gen';
import { receiptSender, RECEIPT_BATCH_MS } from './receipts';

describe('receipts of messages shown live', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the ids that came in one moment in one request, each once', async () => {
    const send = vi.fn((_ids: string[]) => Promise.resolve());
    const receipts = receiptSender(send);
    receipts.add('m1');
    receipts.add('m2');
    receipts.add('m1');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECEIPT_BATCH_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['m1', 'm2']);
  });

  it('splits a burst into requests the server takes', async () => {
    const send = vi.fn((_ids: string[]) => Promise.resolve());
    const receipts = receiptSender(send);
    for (let i = 0; i < limits.Received.messageIds.maxItems + 5; i += 1) receipts.add(`m${i}`);
    await vi.advanceTimersByTimeAsync(RECEIPT_BATCH_MS);
    expect(send.mock.calls.map(([ids]) => ids.length)).toEqual([limits.Received.messageIds.maxItems, 5]);
  });

  it('forgets what was not sent when cancelled, and shrugs off a failed request', async () => {
    const send = vi.fn((_ids: string[]) => Promise.reject(new Error('offline')));
    const receipts = receiptSender(send);
    receipts.add('m1');
    receipts.cancel();
    await vi.advanceTimersByTimeAsync(RECEIPT_BATCH_MS * 2);
    expect(send).not.toHaveBeenCalled();
    receipts.add('m2');
    await vi.advanceTimersByTimeAsync(RECEIPT_BATCH_MS);
    expect(send).toHaveBeenCalledWith(['m2']);
  });
});
