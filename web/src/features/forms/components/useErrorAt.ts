import { createContext, useContext } from 'react';

/** The builder's messages by slot (utils/draft.ts `slotOf`): the server's, and its own checks'. */
export const BuilderErrors = createContext<Record<string, string>>({});

/** The message to show at the input of `slot` (`fields[2].key`), if any. */
export function useErrorAt(): (slot: string) => string | undefined {
  const errors = useContext(BuilderErrors);
  return (slot) => errors[slot];
}
