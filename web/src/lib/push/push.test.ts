import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, setSession } from '@/lib/auth/session';
import { readUserItem } from '@/lib/user-storage';
import { authAnswer, json, makeUser, mockApi } from '@/testing/api';
import { OTHER_KEY, SERVER_KEY, fakeBrowserPush as browser, fakeSubscription, forgetFakeBrowserPush } from '@/testing/push';
import {
  PUSH_REFRESH_MS,
  SAVED_ITEM,
  decodeBase64Url,
  disablePush,
  enablePush,
  forgetPushSubscription,
  pushState,
  resetPushForTests,
  syncPushSubscription,
} from './push';

const user = makeUser({ id: 'u7' });

function pushApi() {
  return mockApi({
    'GET /api/push/public-key': () => json({ key: SERVER_KEY }),
    'PUT /api/push/subscription': () => new Response(null, { status: 204 }),
    'DELETE /api/push/subscription': () => new Response(null, { status: 204 }),
  });
}

function saves<T extends { method: string; path: string }>(calls: T[]): T[] {
  return calls.filter((call) => call.method === 'PUT' && call.path === '/api/push/subscription');
}

beforeEach(() => {
  resetPushForTests();
  resetSessionForTests();
  setSession(authAnswer(user));
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetFakeBrowserPush();
  resetSessionForTests();
  localStorage.clear();
});

describe('push token', () => {
  it('is skipped with a warning when the browser lacks notifications, service workers or PushManager', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = pushApi();
    await expect(syncPushSubscription(user.id)).resolves.toBe('unsupported');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not supported/));
    expect(calls).toHaveLength(0);
  });

  it('saves nothing and asks nothing when notifications are denied or were never allowed', async () => {
    const { calls } = pushApi();
    const denied = browser({ permission: 'denied' });
    await expect(syncPushSubscription(user.id)).resolves.toBe('not-allowed');
    const dismissed = browser({ permission: 'default' });
    await expect(syncPushSubscription(user.id)).resolves.toBe('not-allowed');
    expect(denied.notification.requestPermission).not.toHaveBeenCalled();
    expect(dismissed.notification.requestPermission).not.toHaveBeenCalled();
    expect(dismissed.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('subscribes with the server key and saves the subscription with the user agent when allowed', async () => {
    const { calls } = pushApi();
    const { pushManager, current } = browser();
    const now = Date.parse('2026-11-20T12:00:00Z');
    await expect(syncPushSubscription(user.id, now)).resolves.toBe('saved');
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: decodeBase64Url(SERVER_KEY),
    });
    const [put] = saves(calls);
    expect(JSON.parse(String(put.init?.body))).toEqual({
      endpoint: current()?.endpoint,
      expirationTime: null,
      keys: { p256dh: 'browser-key', auth: 'secret' },
      userAgent: navigator.userAgent,
    });
    expect(new Headers(put.init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(readUserItem(user.id, SAVED_ITEM)).toEqual({ endpoint: current()?.endpoint, lastUpdated: now });
  });

  it('saves an existing subscription again only once it is 7 days old', async () => {
    const { calls } = pushApi();
    const { pushManager } = browser({ existing: fakeSubscription('https://push.example.com/mine', SERVER_KEY) });
    const start = Date.parse('2026-11-20T12:00:00Z');
    await expect(syncPushSubscription(user.id, start)).resolves.toBe('saved');
    await expect(syncPushSubscription(user.id, start + PUSH_REFRESH_MS - 1)).resolves.toBe('fresh');
    expect(saves(calls)).toHaveLength(1);
    await expect(syncPushSubscription(user.id, start + PUSH_REFRESH_MS)).resolves.toBe('saved');
    expect(saves(calls)).toHaveLength(2);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    // The key is asked once per page load.
    expect(calls.filter((call) => call.path === '/api/push/public-key')).toHaveLength(1);
  });

  it('replaces a subscription made for another server key', async () => {
    const { calls } = pushApi();
    const stale = fakeSubscription('https://push.example.com/old', OTHER_KEY);
    const { pushManager, current } = browser({ existing: stale });
    await expect(syncPushSubscription(user.id)).resolves.toBe('saved');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removed?.init?.body))).toEqual({ endpoint: 'https://push.example.com/old' });
    expect(JSON.parse(String(saves(calls)[0].init?.body)).endpoint).toBe(current()?.endpoint);
  });

  it('asks for permission only from the switch, then saves; turned off, the server and the browser forget it', async () => {
    const { calls } = pushApi();
    const { notification, current } = browser({ permission: 'default' });
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = 'granted';
      return 'granted';
    });
    await expect(pushState(user.id)).resolves.toBe('off');
    await expect(enablePush(user.id)).resolves.toBe('on');
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(saves(calls)).toHaveLength(1);
    await expect(pushState(user.id)).resolves.toBe('on');

    const subscription = current();
    await expect(disablePush(user.id)).resolves.toBe('off');
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removed?.init?.body))).toEqual({ endpoint: subscription?.endpoint });
    // Signing in again does not quietly turn it back on.
    await expect(syncPushSubscription(user.id)).resolves.toBe('turned-off');
    expect(saves(calls)).toHaveLength(1);
  });

  it('says so when the browser blocks notifications', async () => {
    pushApi();
    const { notification } = browser({ permission: 'default' });
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = 'denied';
      return 'denied';
    });
    await expect(enablePush(user.id)).resolves.toBe('blocked');
    await expect(pushState(user.id)).resolves.toBe('blocked');
  });

  it('on sign-out, tells the server to stop pushing to this device', async () => {
    const { calls } = pushApi();
    browser({ existing: fakeSubscription('https://push.example.com/mine', SERVER_KEY) });
    await forgetPushSubscription();
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removed?.init?.body))).toEqual({ endpoint: 'https://push.example.com/mine' });
  });

  it('decodes base64url keys with or without padding', () => {
    expect([...decodeBase64Url('-_8')]).toEqual([0xfb, 0xff]);
    expect([...decodeBase64Url('-_8=')]).toEqual([0xfb, 0xff]);
  });
});
