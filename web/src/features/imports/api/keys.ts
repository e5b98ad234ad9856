import { PROGRAM_KEY } from '@/lib/api/program';

/** The recent imports; under PROGRAM_KEY, so a father written elsewhere (which an undo may leave alone) refreshes them too. */
export const IMPORTS_KEY = [...PROGRAM_KEY, 'imports'] as const;
