import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; giving or voiding one invalidates PROGRAM_KEY, above it (his record, the report). */
export const INCENTIVES_KEY = [...PROGRAM_KEY, 'incentives'] as const;

/** A father's incentive ledger (staff). */
export function fatherIncentivesKey(fatherId: string) {
  return [...INCENTIVES_KEY, 'father', fatherId] as const;
}
