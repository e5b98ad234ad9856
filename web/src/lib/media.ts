import { useMediaQuery } from '@mantine/hooks';

// The app's two screen widths, named once.

/** A phone held upright: dialogs take the whole screen. */
export const PHONE_QUERY = '(max-width: 36em)';
/** Phones and small tablets: the calendar opens as a list. */
export const NARROW_QUERY = '(max-width: 48em)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Known on the first render, so what is chosen once (a calendar's first view) is chosen right. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
}
