import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; program mutations invalidate PROGRAM_KEY, above it. */
export const GROUPS_KEY = [...PROGRAM_KEY, 'groups'] as const;
