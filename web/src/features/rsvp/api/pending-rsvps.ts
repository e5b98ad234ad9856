import type { QueryClient } from '@tanstack/react-query';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { PROGRAM_KEY } from '@/lib/api/program';
import { applyRsvpToCaches, putRsvp, type Rsvp, type RsvpAnswer, type RsvpKind } from './rsvp';
import { isTemporaryFailure } from '@/lib/api/temporary-failure';
import { onUserItemsCleared, readUserItem, writeUserItem } from '@/lib/user-storage';

// A father's RSVP answers not yet on the server, the way attendance marks wait (./pending-marks):
// chosen in a basement without reception, the answer is kept on the device for the signed-in
// person (localStorage, through lib/user-storage, so a sign-out removes it), shown as "waiting
// to send", and sent when the network is back (./RsvpSync). Only the last answer per item is
// kept: a later tap replaces one still waiting. An answer the server refuses because the item
// has started stays on the device as `refused`, so the page says why it was not sent.

/** What can be answered, as the pending answer remembers it. */
export interface RsvpTarget {
  kind: RsvpKind;
  id: string;
  /** RFC 3339 (an all-day event's date): after it, the server refuses with 409. */
  startsAt: string;
  title: string;
}

export interface PendingRsvp extends RsvpTarget {
  answer: RsvpAnswer;
  note: string;
  /** When the father chose it on this device. */
  changedAt: string;
  /** `waiting`: to be sent; `refused`: the item had started when it reached the server. */
  state: 'waiting' | 'refused';
}

/** What sending an answer came to. */
export type RsvpSendResult =
  | { outcome: 'sent'; rsvp: Rsvp }
  /** No answer, or a passing refusal: it waits on the device for the next try. */
  | { outcome: 'waiting' }
  /** 409: the item had started; the answer was not saved. */
  | { outcome: 'started' }
  /** Refused for good (not in the audience, a bad note): dropped, the message says why. */
  | { outcome: 'failed'; error: ApiError }
  /** Nothing was waiting. */
  | { outcome: 'nothing' };

type PendingRsvps = Record<string, PendingRsvp>;

const ITEM = 'pending-rsvps';
const EMPTY: PendingRsvps = {};
/** Refused answers are shown this long after their item's start, then forgotten. */
const KEEP_REFUSED_MS = 2 * 24 * 60 * 60_000;

let owner: string | null = null;
let items: PendingRsvps = EMPTY;
const listeners = new Set<() => void>();

export function rsvpKey(kind: RsvpKind, id: string) {
  return `${kind}:${id}`;
}

function publish(next: PendingRsvps) {
  items = next;
  if (owner) writeUserItem(owner, ITEM, items);
  for (const listener of listeners) listener();
}

function load(userId: string) {
  if (owner === userId) return;
  owner = userId;
  const kept = readUserItem<PendingRsvps>(userId, ITEM) ?? {};
  const now = Date.now();
  items = Object.fromEntries(
    Object.entries(kept).filter(
      ([, item]) => item.state === 'waiting' || now - new Date(item.startsAt).getTime() < KEEP_REFUSED_MS,
    ),
  );
}

// Signed out: the answers in memory go with those on the device.
onUserItemsCleared((userId) => {
  if (owner !== userId) return;
  owner = null;
  items = EMPTY;
  for (const listener of listeners) listener();
});

export function subscribePendingRsvps(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This person's answers kept on the device, by `rsvpKey` (a new object whenever one changes). */
export function pendingRsvpsSnapshot(userId: string): PendingRsvps {
  load(userId);
  return items;
}

function change(userId: string, update: (current: PendingRsvps) => PendingRsvps) {
  load(userId);
  publish(update(items));
}

function without(current: PendingRsvps, key: string, only?: PendingRsvp): PendingRsvps {
  if (!current[key] || (only && current[key] !== only)) return current;
  const next = { ...current };
  delete next[key];
  return next;
}

const inFlight = new Map<string, Promise<RsvpSendResult>>();

/**
 * The father's answer: shown at once in every read that shows the item, kept on the device,
 * then sent. Without a network it waits there ("waiting to send") for RsvpSync.
 */
export function answerRsvp(
  queryClient: QueryClient,
  userId: string,
  target: RsvpTarget,
  answer: RsvpAnswer,
  note = '',
): Promise<RsvpSendResult> {
  const item: PendingRsvp = { ...target, answer, note: answer === 'no' ? note.trim() : '', changedAt: new Date().toISOString(), state: 'waiting' };
  change(userId, (current) => ({ ...current, [rsvpKey(target.kind, target.id)]: item }));
  applyRsvpToCaches(queryClient, target.kind, target.id, { answer, note: item.note, answeredAt: item.changedAt });
  return sendPendingRsvp(queryClient, userId, target.kind, target.id);
}

/**
 * Sends one item's waiting answer; one send per item at a time, whoever asks (the buttons, the
 * network coming back). A tap made while an answer is on its way is sent after it by the same
 * send, whose result is the last answer's.
 */
export function sendPendingRsvp(queryClient: QueryClient, userId: string, kind: RsvpKind, id: string): Promise<RsvpSendResult> {
  const key = `${userId}:${rsvpKey(kind, id)}`;
  let running = inFlight.get(key);
  if (!running) {
    running = send(queryClient, userId, kind, id).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

async function send(queryClient: QueryClient, userId: string, kind: RsvpKind, id: string): Promise<RsvpSendResult> {
  const key = rsvpKey(kind, id);
  let result: RsvpSendResult = { outcome: 'nothing' };
  // Each round sends the answer waiting now; a newer tap made meanwhile makes another round.
  for (;;) {
    const item = pendingRsvpsSnapshot(userId)[key];
    if (!item || item.state !== 'waiting') return result;
    // The browser knows it has no network: no request to wait for.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { outcome: 'waiting' };
    try {
      const rsvp = await putRsvp(kind, id, item.note ? { answer: item.answer, note: item.note } : { answer: item.answer });
      change(userId, (current) => without(current, key, item));
      if (!pendingRsvpsSnapshot(userId)[key]) applyRsvpToCaches(queryClient, kind, id, rsvp);
      result = { outcome: 'sent', rsvp };
    } catch (error) {
      const failure = toApiError(error);
      // 401: the session could not be renewed; the answer waits for the next sign-in.
      if (isTemporaryFailure(failure.status) || failure.status === 401) return { outcome: 'waiting' };
      if (failure.status === 409) {
        change(userId, (current) => (current[key] === item ? { ...current, [key]: { ...item, state: 'refused' } } : current));
      } else {
        change(userId, (current) => without(current, key, item));
      }
      // What the pages show goes back to what the server has.
      void queryClient.invalidateQueries({ queryKey: PROGRAM_KEY });
      return failure.status === 409 ? { outcome: 'started' } : { outcome: 'failed', error: failure };
    }
  }
}

/** Every answer waiting on this device for this person, sent one after the other. */
export async function sendAllPendingRsvps(
  queryClient: QueryClient,
  userId: string,
  onResult?: (item: PendingRsvp, result: RsvpSendResult) => void,
) {
  for (const item of Object.values(pendingRsvpsSnapshot(userId))) {
    if (item.state !== 'waiting') continue;
    const result = await sendPendingRsvp(queryClient, userId, item.kind, item.id);
    onResult?.(item, result);
  }
}

/** How many answers wait to be sent for this person. */
export function waitingRsvpCount(userId: string): number {
  return Object.values(pendingRsvpsSnapshot(userId)).filter((item) => item.state === 'waiting').length;
}

/** Test helper: a fresh device. */
export function resetPendingRsvpsForTests() {
  owner = null;
  items = EMPTY;
  inFlight.clear();
  for (const listener of listeners) listener();
}
