import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Photo } from './types';
import type { SendOptions } from './upload-photo';
import { backoffDelay, createUploadQueue, UPLOAD_RETRY_BUDGET_MS, type UploadItem } from './upload-queue';

function file(name: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function photo(name: string): Photo {
  return {
    id: `p-${name}`,
    albumId: 'a1',
    caption: '',
    width: null,
    height: null,
    status: 'processing',
    thumbUrl: null,
    url: null,
    uploadedBy: 'admin',
    createdAt: '2026-11-20T15:00:00Z',
    tags: [],
    consentMissing: false,
  };
}

/** A server the test answers by hand: each send waits until the test resolves or rejects it. */
function fakeServer() {
  const sends: { item: UploadItem; options: SendOptions; resolve: (p: Photo) => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (item: UploadItem, options: SendOptions) =>
      new Promise<Photo>((resolve, reject) => {
        sends.push({ item, options, resolve, reject });
        options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      }),
  );
  const pending = (name: string) => sends.filter((s) => s.item.file.name === name);
  return { send, sends, last: (name: string) => pending(name)[pending(name).length - 1] };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const status = (items: UploadItem[]) => Object.fromEntries(items.map((item) => [item.file.name, item.status]));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the upload queue', () => {
  it('sends at most three files at once, each with its own progress, and starts the next as one finishes', async () => {
    const server = fakeServer();
    const uploaded: Photo[] = [];
    const queue = createUploadQueue({ send: server.send, onUploaded: (p) => uploaded.push(p) });
    queue.add('a1', ['1.png', '2.png', '3.png', '4.png', '5.png'].map((name) => file(name)));
    expect(status(queue.items())).toEqual({ '1.png': 'uploading', '2.png': 'uploading', '3.png': 'uploading', '4.png': 'queued', '5.png': 'queued' });

    server.last('2.png').options.onProgress(400, 1000);
    expect(queue.items()[1]).toMatchObject({ loaded: 400, total: 1000 });

    server.last('2.png').resolve(photo('2'));
    await flush();
    expect(status(queue.items())).toMatchObject({ '2.png': 'done', '4.png': 'uploading', '5.png': 'queued' });
    expect(queue.items()[1]).toMatchObject({ loaded: 1000, photo: photo('2') });
    expect(uploaded).toEqual([photo('2')]);
    expect(server.send).toHaveBeenCalledTimes(4);
  });

  it('retries a dropped connection and a 503 by itself with growing waits, sending only the files not done', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send, backoff: (attempt) => 1000 * 2 ** (attempt - 1) });
    queue.add('a1', [file('a.png'), file('b.png')]);
    server.last('a.png').resolve(photo('a'));
    server.last('b.png').reject(new ApiError(0, 'unavailable', 'The server could not be reached.'));
    await flush();
    expect(status(queue.items())).toEqual({ 'a.png': 'done', 'b.png': 'waiting' });
    expect(queue.items()[1].retryAt).toBe(Date.now() + 1000);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(status(queue.items())).toMatchObject({ 'b.png': 'uploading' });
    server.last('b.png').reject(new ApiError(503, 'unavailable', 'Storage is away.'));
    await flush();
    // The second wait is twice the first.
    expect(queue.items()[1].retryAt).toBe(Date.now() + 2000);
    await vi.advanceTimersByTimeAsync(2000);
    server.last('b.png').resolve(photo('b'));
    await flush();
    expect(status(queue.items())).toEqual({ 'a.png': 'done', 'b.png': 'done' });
    // a.png went once; b.png three times.
    expect(server.sends.map((s) => s.item.file.name)).toEqual(['a.png', 'b.png', 'b.png', 'b.png']);
  });

  it('gives up once the ten-minute retry budget would be spent, and Retry starts a new budget', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send, backoff: () => 60_000 });
    queue.add('a1', [file('slow.png')]);
    let attempts = 0;
    for (;;) {
      attempts += 1;
      server.last('slow.png').reject(new ApiError(503, 'unavailable', 'Storage is away.'));
      await flush();
      if (queue.items()[0].status !== 'waiting') break;
      await vi.advanceTimersByTimeAsync(60_000);
    }
    // Retries at 1, 2, … 10 minutes after the first attempt: the eleventh would be past the budget.
    expect(attempts).toBe(UPLOAD_RETRY_BUDGET_MS / 60_000 + 1);
    expect(queue.items()[0]).toMatchObject({ status: 'failed', retryable: true, error: { status: 503, message: 'Storage is away.' } });

    queue.retry(queue.items()[0].id);
    expect(queue.items()[0]).toMatchObject({ status: 'uploading', attempts: 1, error: null });
    server.last('slow.png').resolve(photo('slow'));
    await flush();
    expect(queue.items()[0].status).toBe('done');
  });

  it('never retries a file the server refused (400, 413) and shows its message', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send });
    queue.add('a1', [file('notes.png'), file('huge.png')]);
    server.last('notes.png').reject(new ApiError(400, 'invalid-argument', 'This file is not a photo we can show.'));
    server.last('huge.png').reject(new ApiError(413, 'invalid-argument', 'The photo is larger than 25 MB.'));
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_BUDGET_MS);
    expect(queue.items().map((item) => [item.status, item.retryable, item.error?.message])).toEqual([
      ['failed', false, 'This file is not a photo we can show.'],
      ['failed', false, 'The photo is larger than 25 MB.'],
    ]);
    queue.retry(queue.items()[0].id);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('fails a file that does not pass the local check without sending it', () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send });
    queue.add('a1', [file('big.png', 2000), file('ok.png')], (f) => (f.size > 1500 ? { status: 413, message: 'Too large' } : null));
    expect(queue.items().map((item) => [item.file.name, item.status, item.error?.message ?? null])).toEqual([
      ['big.png', 'failed', 'Too large'],
      ['ok.png', 'uploading', null],
    ]);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('cancels a file being sent (aborting it) or waiting, and takes its row away', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send, concurrency: 1 });
    const [first, second, third] = queue.add('a1', [file('1.png'), file('2.png'), file('3.png')]);
    const signal = server.last('1.png').options.signal;
    queue.cancel(first.id);
    expect(signal.aborted).toBe(true);
    await flush();
    expect(status(queue.items())).toEqual({ '2.png': 'uploading', '3.png': 'queued' });
    queue.cancel(third.id);
    server.last('2.png').reject(new ApiError(0, 'unavailable', 'offline'));
    await flush();
    expect(status(queue.items())).toEqual({ '2.png': 'waiting' });
    queue.cancel(second.id);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queue.items()).toEqual([]);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('sends waiting files at once when the connection is back', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send, backoff: () => 30_000 });
    queue.add('a1', [file('x.png')]);
    server.last('x.png').reject(new ApiError(0, 'unavailable', 'offline'));
    await flush();
    expect(queue.items()[0].status).toBe('waiting');
    queue.resume();
    expect(queue.items()[0].status).toBe('uploading');
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners, and clear stops everything', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add('a1', [file('1.png')]);
    expect(listener).toHaveBeenCalled();
    const signal = server.last('1.png').options.signal;
    queue.clear();
    expect(signal.aborted).toBe(true);
    expect(queue.items()).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from one second up to a minute, less up to half at random', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
    expect(backoffDelay(3, () => 1)).toBe(2000);
  });
});
