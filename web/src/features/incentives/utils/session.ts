import type { RosterEntry } from '@/lib/api/program';
import type { IncentiveKind } from '../api/types';

/** The fathers given each kind of incentive from a session's page so far. */
export type GivenSoFar = Partial<Record<IncentiveKind, string[]>>;

/** Marked present or late: the fathers an incentive is for, checked by default. */
export function attendedSession(entry: RosterEntry): boolean {
  return entry.status === 'present' || entry.status === 'late';
}
