import { POST } from '@/lib/api/client';
import { limits } from '@/lib/api/limits.gen';

// A new message's push waits two seconds on the server: a client that says it got the message
// on its live stream is not pushed. An open stream alone proves nothing (a sleeping phone's
// connection can look open for minutes), so the tab that showed the message says so, with
// the ids of what came in the last moment in one request.

/** How long ids are gathered before they are sent (well inside the server's 2 s). */
export const RECEIPT_BATCH_MS = 250;

export interface ReceiptSender {
  /** A message shown live: its id goes out with the next batch. */
  add: (messageId: string) => void;
  /** Drops what was not sent yet (sign-out, the stream closed for good). */
  cancel: () => void;
}

function post(messageIds: string[]): Promise<void> {
  return POST('/api/stream/received', { body: { messageIds } });
}

export function receiptSender(send: (messageIds: string[]) => Promise<void> = post, batchMs = RECEIPT_BATCH_MS): ReceiptSender {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    while (pending.length > 0) {
      // The most ids one request may name.
      const batch = pending.slice(0, limits.Received.messageIds.maxItems);
      pending = pending.slice(batch.length);
      // A lost receipt costs a push the person did not need: nothing to retry.
      send(batch).catch(() => undefined);
    }
  }

  return {
    add(messageId) {
      if (!pending.includes(messageId)) pending.push(messageId);
      timer ??= setTimeout(flush, batchMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
