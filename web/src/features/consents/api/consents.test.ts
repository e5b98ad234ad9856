import { describe, expect, it } from 'vitest';
import { makeConsent } from '@/testing/consents';
import { consentStates, newestFirst } from './consents';

describe('where each consent stands', () => {
  it('is read from the latest consent of each kind, whatever the order of the list', () => {
    const oldPhoto = makeConsent({ id: 'c1', kind: 'photo', grantedAt: '2026-01-05T15:00:00Z' });
    const revokedPhoto = makeConsent({ id: 'c2', kind: 'photo', grantedAt: '2026-02-01T15:00:00Z', revokedAt: '2026-03-01T10:00:00Z' });
    const program = makeConsent({ id: 'c3', kind: 'program', grantedAt: '2026-01-05T15:00:00Z' });
    const states = consentStates([oldPhoto, program, revokedPhoto]);
    expect(states.map(({ kind, state }) => [kind, state])).toEqual([
      ['program', 'given'],
      ['data-sharing', 'none'],
      ['photo', 'revoked'],
      ['sms', 'none'],
      ['email', 'none'],
    ]);
    expect(states[2]).toMatchObject({ consent: { id: 'c2' } });
  });

  it('is given again once a new consent follows a revoked one', () => {
    const revoked = makeConsent({ id: 'c1', kind: 'sms', grantedAt: '2026-01-05T15:00:00Z', revokedAt: '2026-01-06T15:00:00Z' });
    const again = makeConsent({ id: 'c2', kind: 'sms', grantedAt: '2026-01-07T09:00:00-05:00' });
    expect(consentStates([again, revoked]).find((state) => state.kind === 'sms')).toMatchObject({ state: 'given', consent: { id: 'c2' } });
  });

  it('lists the history newest first, by the moment given whatever its offset', () => {
    const utc = makeConsent({ id: 'c1', grantedAt: '2026-01-05T20:00:00Z' });
    const eastern = makeConsent({ id: 'c2', grantedAt: '2026-01-05T16:00:00-05:00' });
    const first = makeConsent({ id: 'c0', grantedAt: '2026-01-01T00:00:00Z' });
    expect(newestFirst([first, utc, eastern]).map((consent) => consent.id)).toEqual(['c2', 'c1', 'c0']);
  });
});
