import type { QueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import { onUserItemsCleared, readUserItem, writeUserItem } from '@/lib/user-storage';
import { applyMessage } from './cache';

/** 201 with the message; 400 (fields.body) when the body is empty or too long. */
export function sendMessage(conversationId: string, body: string) {
  return POST('/api/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { body } });
}

// The outbox: messages on their way, shown at once at the end of their thread ("Sending…"),
// and those that did not get through ("Not sent", with Retry). It is kept on the device for
// the user, so a message is not lost when the page is closed or reloaded while it fails.

export interface OutgoingMessage {
  localId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it was not sent (the server's message, or the connection). */
  error?: string;
}

const OUTBOX_ITEM = 'outbox';
const EMPTY: OutgoingMessage[] = [];

let owner: string | null = null;
let items: OutgoingMessage[] = EMPTY;
const listeners = new Set<() => void>();

function publish(next: OutgoingMessage[]) {
  items = next;
  if (owner) writeUserItem(owner, OUTBOX_ITEM, items);
  for (const listener of listeners) listener();
}

/** Loads the user's outbox the first time it is used; one still "sending" then did not finish. */
function load(userId: string) {
  if (owner === userId) return;
  owner = userId;
  const kept = readUserItem<OutgoingMessage[]>(userId, OUTBOX_ITEM) ?? [];
  items = kept.map((item) => (item.status === 'sending' ? { ...item, status: 'failed' as const } : item));
}

// Signed out: the outbox in memory goes with the one on the device.
onUserItemsCleared((userId) => {
  if (owner !== userId) return;
  owner = null;
  items = EMPTY;
  for (const listener of listeners) listener();
});

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxSnapshot(userId: string): OutgoingMessage[] {
  load(userId);
  return items;
}

function update(localId: string, change: Partial<OutgoingMessage>) {
  publish(items.map((item) => (item.localId === localId ? { ...item, ...change } : item)));
}

function remove(localId: string) {
  publish(items.filter((item) => item.localId !== localId));
}

async function deliver(queryClient: QueryClient, userId: string, item: OutgoingMessage) {
  try {
    const message = await sendMessage(item.conversationId, item.body);
    // Into the thread first, out of the outbox in the same tick: it never shows twice or not at all.
    applyMessage(queryClient, message, userId);
    remove(item.localId);
  } catch (error) {
    if (owner === userId) update(item.localId, { status: 'failed', error: toApiError(error).message });
  }
}

let counter = 0;

/** Shows the message at once and sends it; the caller's draft can be cleared. */
export function queueMessage(queryClient: QueryClient, userId: string, conversationId: string, body: string) {
  load(userId);
  counter += 1;
  const item: OutgoingMessage = {
    localId: `local-${Date.now().toString(36)}-${counter}`,
    conversationId,
    body,
    createdAt: new Date().toISOString(),
    status: 'sending',
  };
  publish([...items, item]);
  void deliver(queryClient, userId, item);
}

export function retryMessage(queryClient: QueryClient, userId: string, localId: string) {
  load(userId);
  const item = items.find((candidate) => candidate.localId === localId);
  if (!item || item.status === 'sending') return;
  update(localId, { status: 'sending', error: undefined });
  void deliver(queryClient, userId, item);
}

export function discardMessage(userId: string, localId: string) {
  load(userId);
  remove(localId);
}

/** Test helper: forget the outbox in memory, as after a page load. */
export function resetOutboxForTests() {
  owner = null;
  items = EMPTY;
}
