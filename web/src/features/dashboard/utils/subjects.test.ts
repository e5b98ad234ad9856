import { describe, expect, it } from 'vitest';
import { subjectPath } from './subjects';

describe('feed entries', () => {
  it.each([
    ['father', 'f1', '/fathers/f1'],
    ['group', 'g1', '/fathers-group/g1'],
    ['cycle', 'c1', '/cycles/c1'],
    ['announcement', 'a1', '/announcement'],
    ['event', 'e1', '/calendar/e1'],
    ['album', 'al1', '/gallery/al1'],
    ['photo', 'p1', '/gallery'],
    ['conversation', 'm1', '/messages/m1'],
    ['user', 'u1', '/admin-users'],
  ])('link a %s to its page', (kind, id, path) => {
    expect(subjectPath({ kind, id })).toBe(path);
  });

  it('link a session to its page in its cycle once the cycle is known, to the sessions before', () => {
    expect(subjectPath({ kind: 'session', id: 's1' })).toBe('/workshops/session');
    expect(subjectPath({ kind: 'session', id: 's1' }, 'c1')).toBe('/cycles/c1/sessions/s1');
  });

  it('link nothing without a subject or for a kind with no page', () => {
    expect(subjectPath(null)).toBeNull();
    expect(subjectPath({ kind: 'token', id: 'x' })).toBeNull();
  });
});
