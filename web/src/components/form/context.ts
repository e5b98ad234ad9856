import { createContext, useContext } from 'react';

/**
 * When a field shows its message: 'blur' (the default), 'change' (checkboxes) or 'live'
 * (while typing, debounced).
 */
export type ValidateOn = 'blur' | 'change' | 'live';

/** Live validation waits this long after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 20;

export const FormSettings = createContext<{ validateOn: ValidateOn }>({ validateOn: 'blur' });

export function useFormSettings() {
  return useContext(FormSettings);
}
