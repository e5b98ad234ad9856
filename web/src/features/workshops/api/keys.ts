import { PROGRAM_KEY } from '@/lib/api/program';

/** The lists across cycles, the attendance matrix and the at-risk list; program mutations invalidate PROGRAM_KEY, above it. */
export const WORKSHOPS_KEY = [...PROGRAM_KEY, 'workshops'] as const;

/** A cycle, its sessions and their attendance; under PROGRAM_KEY, as everything of this feature. */
export const CYCLES_KEY = [...PROGRAM_KEY, 'cycles'] as const;
