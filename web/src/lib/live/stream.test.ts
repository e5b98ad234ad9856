import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSnapshot, resetSessionForTests, setSession } from '@/lib/auth/session';
import { apiError, authAnswer, eventStream, json, makeUser, mockApi } from '@/testing/api';
import { MAX_RETRY_MS, openLiveStream, retryDelay, type LiveEvent, type LiveStream } from './stream';

const user = makeUser();

function headerOf(init: RequestInit | undefined, name: string) {
  return new Headers(init?.headers).get(name);
}

let stream: LiveStream | null = null;

beforeEach(() => {
  resetSessionForTests();
  setSession({ ...authAnswer(user), accessToken: 'first-token' });
});
afterEach(() => {
  stream?.close();
  stream = null;
  vi.unstubAllGlobals();
  resetSessionForTests();
});

/** Pauses recorded instead of waited (yielding once, as a timer would). */
function quickSleep() {
  const pauses: number[] = [];
  const sleep = async (ms: number) => {
    pauses.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pauses, sleep };
}

describe('live stream', () => {
  it('sends the bearer token and parses events, also when split across chunks; comments are ignored', async () => {
    const server = eventStream();
    const { calls } = mockApi({ 'GET /api/stream': (init) => server.response(init) });
    const events: LiveEvent[] = [];
    stream = openLiveStream({ onEvent: (event) => events.push(event) });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(headerOf(calls[0].init, 'Authorization')).toBe('Bearer first-token');
    expect(headerOf(calls[0].init, 'Accept')).toBe('text/event-stream');
    expect(headerOf(calls[0].init, 'Accept-Language')).toBe('en');
    expect(headerOf(calls[0].init, 'Last-Event-ID')).toBeNull();

    server.write(': keep-alive\n\n');
    server.write('id: 0190-a\nevent: mess');
    server.write('age\ndata: {"id":"0190-a","body":"Hi"}\n\n');
    server.send('read', { conversationId: 'c1', upTo: '0190-a' });
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[0]).toEqual({ type: 'message', id: '0190-a', data: '{"id":"0190-a","body":"Hi"}' });
    expect(events[1]).toEqual({ type: 'read', id: undefined, data: '{"conversationId":"c1","upTo":"0190-a"}' });
    expect(stream.lastEventId()).toBe('0190-a');
  });

  it('reconnects after the server ends the stream, with the last message id seen as Last-Event-ID', async () => {
    const servers = [eventStream(), eventStream(), eventStream()];
    let connection = 0;
    const { calls } = mockApi({ 'GET /api/stream': (init) => servers[connection++].response(init) });
    const { sleep, pauses } = quickSleep();
    const opened: boolean[] = [];
    stream = openLiveStream({ onEvent: () => undefined, onOpen: (again) => opened.push(again), sleep, random: () => 1 });
    await waitFor(() => expect(calls).toHaveLength(1));
    servers[0].send('message', { id: '0190-b' }, '0190-b');
    // A removal carries no id: it must not move Last-Event-ID.
    servers[0].send('message', { id: '0190-a', deleted: true });
    await waitFor(() => expect(stream?.lastEventId()).toBe('0190-b'));
    servers[0].end();

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(headerOf(calls[1].init, 'Last-Event-ID')).toBe('0190-b');
    expect(opened).toEqual([false, true]);
    // The first connection was healthy: the pause starts again from one second.
    expect(pauses).toEqual([1000]);
  });

  it('waits longer after each failure, up to 30 seconds, and starts over after a good connection', async () => {
    let failures = 7;
    const servers = [eventStream(), eventStream()];
    const server = servers[0];
    const { calls } = mockApi({
      'GET /api/stream': (init) =>
        failures-- > 0 ? apiError(503, 'unavailable', 'databaseUnavailable') : (servers.shift() ?? eventStream()).response(init),
    });
    const { sleep, pauses } = quickSleep();
    stream = openLiveStream({ onEvent: () => undefined, sleep, random: () => 1 });
    await waitFor(() => expect(calls).toHaveLength(8));
    expect(pauses).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    server.write(': keep-alive\n\n');
    server.end();
    await waitFor(() => expect(pauses).toHaveLength(8));
    expect(pauses[7]).toBe(1000);
  });

  it('spreads the pauses with jitter: between half and all of the step', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 0.5)).toBe(6000);
    expect(retryDelay(20, () => 1)).toBe(MAX_RETRY_MS);
    expect(retryDelay(20, () => 0)).toBe(MAX_RETRY_MS / 2);
  });

  it('renews the token on a 401 and connects again with the new one', async () => {
    const server = eventStream();
    let first = true;
    const { calls } = mockApi({
      'GET /api/stream': (init) => {
        if (first) {
          first = false;
          return apiError(401, 'unauthenticated', 'sessionEnded');
        }
        return server.response(init);
      },
      'POST /api/auth/refresh': () => json({ ...authAnswer(user), accessToken: 'second-token' }),
    });
    const { sleep } = quickSleep();
    stream = openLiveStream({ onEvent: () => undefined, sleep });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(2));
    const streams = calls.filter((call) => call.path === '/api/stream');
    expect(headerOf(streams[1].init, 'Authorization')).toBe('Bearer second-token');
  });

  it('stops when the session is over (the refresh is refused)', async () => {
    const { calls } = mockApi({
      'GET /api/stream': () => apiError(401, 'unauthenticated', 'sessionEnded'),
      'POST /api/auth/refresh': () => apiError(401, 'unauthenticated', 'sessionEnded'),
    });
    const { sleep } = quickSleep();
    stream = openLiveStream({ onEvent: () => undefined, sleep });
    await stream.done;
    expect(getSnapshot().session).toBeNull();
    expect(calls.filter((call) => call.path === '/api/stream')).toHaveLength(1);
  });

  it('stops at once when closed, and does not connect without a session', async () => {
    const server = eventStream();
    const { calls } = mockApi({ 'GET /api/stream': (init) => server.response(init) });
    stream = openLiveStream({ onEvent: () => undefined });
    await waitFor(() => expect(calls).toHaveLength(1));
    stream.close();
    await stream.done;

    resetSessionForTests({ ready: true, session: null });
    const signedOut = openLiveStream({ onEvent: () => undefined });
    await signedOut.done;
    expect(calls).toHaveLength(1);
  });
});
