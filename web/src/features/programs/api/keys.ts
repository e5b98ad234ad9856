import { PROGRAM_KEY } from '@/lib/api/program';

/** The programs; under PROGRAM_KEY, so a group or a father written elsewhere refreshes their counts too. */
export const PROGRAMS_KEY = [...PROGRAM_KEY, 'programs'] as const;
