import type { InboxRow } from '../api/types';

/**
 * The inbox's order, the server's: fathers with unread texts first, then the latest text first.
 * Kept here too, so a row marked read moves down at once rather than at the next read.
 */
export function inboxOrder(rows: readonly InboxRow[]): InboxRow[] {
  return [...rows].sort(
    (a, b) => Number(b.unread > 0) - Number(a.unread > 0) || compare(b.last.createdAt, a.last.createdAt) || compare(b.last.id, a.last.id),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
