import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUserItem, writeUserItem } from '@/lib/user-storage';
import { authAnswer, makeUser, mockApi } from '@/testing/api';
import { getSnapshot, resetSessionForTests, setSession } from './session';
import { signOut } from './sign-out';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
  localStorage.clear();
});

describe('sign-out', () => {
  it('ends the session and forgets what was kept on the device for that user only', async () => {
    const user = makeUser({ id: 'u1' });
    setSession(authAnswer(user));
    writeUserItem('u1', 'draft:c1', 'Private words');
    writeUserItem('u1', 'outbox', [{ body: 'Unsent' }]);
    writeUserItem('u2', 'draft:c1', 'Someone else');
    const { calls } = mockApi({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) });
    await signOut();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/signout']);
    expect(getSnapshot().session).toBeNull();
    expect(readUserItem('u1', 'draft:c1')).toBeNull();
    expect(readUserItem('u1', 'outbox')).toBeNull();
    expect(readUserItem('u2', 'draft:c1')).toBe('Someone else');
  });
});
