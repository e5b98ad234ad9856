// What the app and its libraries import as `react` (vite.config.ts): Preact's compatibility
// layer (issue 13's budget; web/README.md), plus what it lacks of React 19. Plain JavaScript:
// the types the code is checked against are React's own (@types/react).
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';

/**
 * React 19's <Activity>. Mantine renders it only for panels kept mounted while hidden
 * (`keepMounted`), which this app never asks for; a hidden activity is not rendered, as
 * those panels are when they are not kept mounted.
 */
export function Activity({ mode = 'visible', children }) {
  return mode === 'hidden' ? null : children;
}
