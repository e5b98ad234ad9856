import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; program mutations invalidate PROGRAM_KEY, above it. */
export const FATHERS_KEY = [...PROGRAM_KEY, 'fathers'] as const;

/** A father's contacts log (staff). */
export function contactsKey(fatherId: string) {
  return [...FATHERS_KEY, 'contacts', fatherId] as const;
}

/** A father's referrals (staff). */
export function referralsKey(fatherId: string) {
  return [...FATHERS_KEY, 'referrals', fatherId] as const;
}

/** Everything recorded about him, for the print view (directors). */
export function exportKey(fatherId: string) {
  return [...FATHERS_KEY, 'export', fatherId] as const;
}
