import { PROGRAM_KEY } from '@/lib/api/program';

/** Every referral list this feature reads; program mutations invalidate PROGRAM_KEY, above it. */
export const REFERRALS_KEY = [...PROGRAM_KEY, 'referrals'] as const;
