import { toApiError } from '@/lib/api/errors';
import { isTemporaryFailure } from '@/lib/api/temporary-failure';
import type { Photo } from './types';
import type { SendOptions } from './upload-photo';

// The uploads of a batch of photos: a few at a time, each with its own progress, and each
// retried on its own when the connection drops or storage is away for a moment, so a batch
// that was cut off goes on with the files it had not finished, never the whole batch again.

/** The storage retry time for uploads (docs/PRODUCT.md, "Requests, retries and time-outs"). */
export const UPLOAD_RETRY_BUDGET_MS = 10 * 60_000;
/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;
/** The first retry waits about this long; each next one twice as long, up to the cap. */
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/** Wait before retry number `attempt` (1-based): doubling from 1 s up to 60 s, less up to half at random. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1));
  return Math.round(full * (1 - random() / 2));
}

export type UploadStatus = 'queued' | 'uploading' | 'waiting' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  albumId: string;
  file: File;
  /** The fathers pictured, sent with the file. */
  tags: readonly string[];
  status: UploadStatus;
  /** Bytes of the current attempt sent, of `total`. */
  loaded: number;
  total: number;
  /** Attempts started so far. */
  attempts: number;
  /** When the first attempt started: the retry budget runs from there. */
  startedAt: number | null;
  /** While waiting: when the next attempt starts. */
  retryAt: number | null;
  /** Why it failed: the server's status (0: not reached) and message. */
  error: { status: number; message: string } | null;
  /** Whether trying again could help (not for a file the server refused). */
  retryable: boolean;
  /** Once done: the photo, processing. */
  photo: Photo | null;
}

export interface UploadQueueOptions {
  send: (item: UploadItem, options: SendOptions) => Promise<Photo>;
  onUploaded?: (photo: Photo) => void;
  concurrency?: number;
  budgetMs?: number;
  backoff?: (attempt: number) => number;
  now?: () => number;
}

/** A file refused before it is sent (too large, not an image): it fails at once with this. */
export type LocalCheck = (file: File) => { status: number; message: string } | null;

export interface UploadQueue {
  /** `tags`: the fathers pictured in every one of these files. */
  add(albumId: string, files: File[], check?: LocalCheck, tags?: readonly string[]): UploadItem[];
  /** Stops the file (aborting it if it is being sent) and takes its row away. */
  cancel(id: string): void;
  /** A failed file, queued again with a new retry budget. */
  retry(id: string): void;
  /** Takes away the row of a file that is done or failed. */
  dismiss(id: string): void;
  /** Files waiting for their next attempt try now (the connection is back). */
  resume(): void;
  /** Stops everything (signing out). */
  clear(): void;
  items(): UploadItem[];
  subscribe(listener: () => void): () => void;
}

let counter = 0;

export function createUploadQueue({
  send,
  onUploaded,
  concurrency = UPLOAD_CONCURRENCY,
  budgetMs = UPLOAD_RETRY_BUDGET_MS,
  backoff = backoffDelay,
  now = Date.now,
}: UploadQueueOptions): UploadQueue {
  let items: UploadItem[] = [];
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = () => {
    for (const listener of listeners) listener();
  };
  const find = (id: string) => items.find((item) => item.id === id);
  const update = (id: string, change: Partial<UploadItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    publish();
  };
  const active = () => items.filter((item) => item.status === 'uploading').length;

  const pump = () => {
    while (active() < concurrency) {
      const next = items.find((item) => item.status === 'queued');
      if (!next) return;
      start(next);
    }
  };

  const fail = (item: UploadItem, status: number, message: string) => {
    update(item.id, { status: 'failed', retryAt: null, error: { status, message }, retryable: isTemporaryFailure(status) || status >= 500 });
  };

  const start = (item: UploadItem) => {
    const startedAt = item.startedAt ?? now();
    const attempts = item.attempts + 1;
    const controller = new AbortController();
    controllers.set(item.id, controller);
    update(item.id, { status: 'uploading', attempts, startedAt, loaded: 0, retryAt: null });
    const current = find(item.id)!;
    send(current, {
      signal: controller.signal,
      onProgress: (loaded, total) => {
        if (controller.signal.aborted) return;
        update(item.id, { loaded: Math.min(loaded, total), total: total || current.total });
      },
    }).then(
      (photo) => {
        controllers.delete(item.id);
        if (controller.signal.aborted || !find(item.id)) return;
        update(item.id, { status: 'done', loaded: current.total, photo, error: null });
        onUploaded?.(photo);
        pump();
      },
      (caught: unknown) => {
        controllers.delete(item.id);
        if (controller.signal.aborted || !find(item.id)) return;
        const error = toApiError(caught);
        const delay = backoff(attempts);
        if (isTemporaryFailure(error.status) && now() + delay <= startedAt + budgetMs) {
          update(item.id, { status: 'waiting', retryAt: now() + delay, error: { status: error.status, message: error.message } });
          timers.set(
            item.id,
            setTimeout(() => {
              timers.delete(item.id);
              if (find(item.id)?.status !== 'waiting') return;
              update(item.id, { status: 'queued', retryAt: null });
              pump();
            }, delay),
          );
        } else {
          fail(item, error.status, error.message);
        }
        pump();
      },
    );
  };

  const stop = (id: string) => {
    controllers.get(id)?.abort();
    controllers.delete(id);
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  return {
    add(albumId, files, check, tags = []) {
      const added = files.map((file): UploadItem => {
        counter += 1;
        const refused = check?.(file) ?? null;
        return {
          id: `upload-${counter}`,
          albumId,
          file,
          tags,
          status: refused ? 'failed' : 'queued',
          loaded: 0,
          total: file.size,
          attempts: 0,
          startedAt: null,
          retryAt: null,
          error: refused,
          retryable: false,
          photo: null,
        };
      });
      items = [...items, ...added];
      publish();
      pump();
      return added;
    },
    cancel(id) {
      stop(id);
      items = items.filter((item) => item.id !== id);
      publish();
      pump();
    },
    retry(id) {
      const item = find(id);
      if (!item || item.status !== 'failed' || !item.retryable) return;
      update(id, { status: 'queued', attempts: 0, startedAt: null, error: null, loaded: 0 });
      pump();
    },
    dismiss(id) {
      const item = find(id);
      if (!item || (item.status !== 'done' && item.status !== 'failed')) return;
      items = items.filter((candidate) => candidate.id !== id);
      publish();
    },
    resume() {
      const waiting = items.filter((item) => item.status === 'waiting');
      if (waiting.length === 0) return;
      for (const item of waiting) {
        clearTimeout(timers.get(item.id));
        timers.delete(item.id);
      }
      items = items.map((item) => (item.status === 'waiting' ? { ...item, status: 'queued' as const, retryAt: null } : item));
      publish();
      pump();
    },
    clear() {
      for (const item of items) stop(item.id);
      items = [];
      publish();
    },
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
