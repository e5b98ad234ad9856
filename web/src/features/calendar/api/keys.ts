import { PROGRAM_KEY } from '@/lib/api/program';

/**
 * Everything this feature reads. The calendar shows workshop sessions too, so it sits under
 * PROGRAM_KEY: a session moved or cancelled elsewhere refreshes it. Event changes invalidate
 * only this key.
 */
export const CALENDAR_KEY = [...PROGRAM_KEY, 'calendar'] as const;
