import { CONSENTS_KEY } from './consents';

/** A father's consents (staff), newest first; a text from him reads them again (features/texts/api/live.ts). */
export function fatherConsentsKey(fatherId: string) {
  return [...CONSENTS_KEY, fatherId] as const;
}

/** The signed-in father's own consents. */
export const MY_CONSENTS_KEY = [...CONSENTS_KEY, 'me'] as const;
