import type { Consent } from '@/features/consents';

// A father's consents as the API sends them, for tests; overrides pick what a test is about.

export function makeConsent(overrides: Partial<Consent> = {}): Consent {
  return {
    id: 'c1',
    fatherId: 'f1',
    kind: 'program',
    version: '2026-01',
    grantedAt: '2026-01-05T15:00:00Z',
    witnessedBy: 'st1',
    witnessName: 'Luis Staff',
    revokedAt: null,
    revokedBy: null,
    note: '',
    ...overrides,
  };
}
