import { useMediaQuery } from '@mantine/hooks';

// The app's two screen widths, named once.

/** A phone held upright: dialogs take the whole screen. */
export const PHONE_QUERY = '(max-width: 36em)';
/** Phones and small tablets: the calendar opens as a list. */
export const NARROW_QUERY = '(max-width: 48em)';

/** A finger rather than a mouse: touch keyboards have no comfortable Shift+Enter. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Known on the first render, so what is chosen once (a calendar's first view) is chosen right. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
}

/**
 * Typing on a phone or a tablet: Enter makes a new line and a button sends, instead of
 * Enter sending as on a computer.
 */
export function useTouchTyping(): boolean {
  const coarse = useMediaQuery(COARSE_POINTER_QUERY, undefined, { getInitialValueInEffect: false });
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) || coarse;
}
