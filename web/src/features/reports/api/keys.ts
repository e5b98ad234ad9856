import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; program mutations invalidate PROGRAM_KEY, above it. */
export const REPORTS_KEY = [...PROGRAM_KEY, 'reports'] as const;
