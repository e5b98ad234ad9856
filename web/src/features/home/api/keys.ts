import { PROGRAM_KEY } from '@/lib/api/program';

/** Under the program's key: a session moved, cancelled or completed changes what is next. */
export const HOME_KEY = [...PROGRAM_KEY, 'home'] as const;
