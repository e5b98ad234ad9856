import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { withLanguage } from '@/lib/api/raw';
import { freshAccessToken, getSnapshot, refreshSession } from '@/lib/auth/session';
import { reportServerReached } from '@/lib/offline/network-status';

// GET /api/stream needs the bearer token, which EventSource cannot send: the stream is read
// with fetch and parsed by eventsource-parser. The server sends `message` (a message; a new
// one carries its id as the SSE id, a removal none), `read`, `announcement`, `attendance`,
// `running-late` and, to staff, `text` events, and a comment every 15 s. A stream that ends (the server closed it, the network dropped, the
// client lagged behind) is opened again after a pause, with `Last-Event-ID` set to the last
// message id seen so the server replays what was missed.

export const STREAM_PATH = '/api/stream';
export const MIN_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

export interface LiveEvent {
  /** 'message', 'read', 'announcement', 'attendance', 'running-late', 'text'. */
  type: string;
  data: string;
  id?: string;
}

export interface LiveStreamOptions {
  onEvent: (event: LiveEvent) => void;
  /** The stream is open; `reconnected` when it was open before (something may have been missed). */
  onOpen?: (reconnected: boolean) => void;
  /** Where to start: the last message id already shown. */
  lastEventId?: string;
  /** For tests: the jitter and the pauses. */
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface LiveStream {
  close: () => void;
  /** The id sent as `Last-Event-ID` on the next connection. */
  lastEventId: () => string | undefined;
  /** Resolves once the stream has stopped for good (closed, or signed out). */
  done: Promise<void>;
}

/** 1 s, 2 s, 4 s … up to 30 s, each between half and all of that (jitter spreads reconnecting clients). */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** Opens the signed-in user's live stream and keeps it open until `close()` or sign-out. */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const { onEvent, onOpen, random = Math.random, sleep = pause } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId = options.lastEventId;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let opened = false;

  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      // Only new messages carry an id; events without one leave Last-Event-ID alone.
      if (message.id) lastEventId = message.id;
      onEvent({ type: message.event ?? 'message', data: message.data, id: message.id || undefined });
    },
  });

  /** Reads one response to its end; true when anything (an event or a keep-alive) came. */
  async function read(body: ReadableStream<Uint8Array>): Promise<boolean> {
    const decoder = new TextDecoder();
    let received = false;
    reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        received = true;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
      reader = null;
    }
    return received;
  }

  /** One connection; answers whether to keep going, and whether it was a healthy one. */
  async function connect(): Promise<{ stop: boolean; healthy: boolean }> {
    const token = await freshAccessToken();
    // No token: signed out (stop), or the renewal failed on the network (try again later).
    if (!token) return { stop: !getSnapshot().session, healthy: false };
    const headers = withLanguage({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    const response = await fetch(STREAM_PATH, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
    if (response.status === 401) {
      // Expired or revoked: renew once. A refused refresh has signed the user out.
      const renewed = await refreshSession().catch(() => undefined);
      return { stop: renewed === null, healthy: renewed !== undefined };
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return { stop: false, healthy: false };
    }
    // The stream tries again on its own while the server is away: its return ends the outage.
    reportServerReached(true);
    parser.reset();
    onOpen?.(opened);
    opened = true;
    const healthy = await read(response.body);
    return { stop: false, healthy };
  }

  async function run() {
    let attempt = 0;
    while (!signal.aborted) {
      let outcome = { stop: false, healthy: false };
      try {
        outcome = await connect();
      } catch {
        // Network down, aborted, or a broken chunk: try again after the pause.
      }
      if (outcome.stop || signal.aborted) break;
      attempt = outcome.healthy ? 0 : attempt + 1;
      await sleep(retryDelay(attempt, random), signal);
    }
  }

  const done = run();
  return {
    close() {
      controller.abort();
      // A body not tied to the signal (tests, some polyfills) is cancelled by hand.
      void reader?.cancel().catch(() => undefined);
    },
    lastEventId: () => lastEventId,
    done,
  };
}
