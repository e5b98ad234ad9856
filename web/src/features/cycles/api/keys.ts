import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; program mutations invalidate PROGRAM_KEY, above it. */
export const CYCLES_KEY = [...PROGRAM_KEY, 'cycles'] as const;
