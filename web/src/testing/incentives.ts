import type { Incentive } from '@/features/incentives';

// A line of a father's incentive ledger as the API sends it, for tests; overrides pick what a
// test is about.

export function makeIncentive(overrides: Partial<Incentive> = {}): Incentive {
  return {
    id: 'i1',
    fatherId: 'f1',
    kind: 'gift-card',
    amountCents: 2500,
    reference: '4821',
    reason: 'Came to every session in March',
    sessionId: 's1',
    givenAt: '2026-03-04T01:40:00Z',
    givenBy: 'st1',
    givenByName: 'Luis Staff',
    confirmedDuplicate: false,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    ...overrides,
  };
}

// A bus fare voided by the director the day after: the ledger's struck-through line.
export const voidedBusFare: Incentive = makeIncentive({
  id: 'i2',
  kind: 'transport',
  amountCents: 1000,
  reference: '',
  reason: '',
  sessionId: null,
  givenAt: '2026-03-11T17:00:00Z',
  voidedAt: '2026-03-12T15:00:00Z',
  voidedBy: 'admin',
  voidReason: 'Entered twice by mistake',
});
