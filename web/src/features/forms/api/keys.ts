import { PROGRAM_KEY } from '@/lib/api/program';

/** Everything this feature reads; a submission or an amendment invalidates PROGRAM_KEY, above it (his record's flags, the report). */
export const FORMS_KEY = [...PROGRAM_KEY, 'forms'] as const;

/** The newest version of each form (staff). */
export const formsListKey = [...FORMS_KEY, 'list'] as const;

/** A father's submissions. */
export function fatherSubmissionsKey(fatherId: string) {
  return [...FORMS_KEY, 'father', fatherId] as const;
}
