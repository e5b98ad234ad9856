import { useCallback, useSyncExternalStore } from 'react';

/** The object URL of each Blob on screen, shared by the components showing it. */
const urls = new Map<Blob, { url: string; users: number }>();

/**
 * An object URL for a Blob (such as a photo fetched with the token): made when the first
 * component showing the Blob mounts, revoked when the last one unmounts or moves to another
 * Blob. Undefined until the URL exists.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!blob) return () => undefined;
      let entry = urls.get(blob);
      if (!entry) {
        entry = { url: URL.createObjectURL(blob), users: 0 };
        urls.set(blob, entry);
        onChange();
      }
      entry.users += 1;
      const held = entry;
      return () => {
        held.users -= 1;
        if (held.users === 0) {
          URL.revokeObjectURL(held.url);
          urls.delete(blob);
        }
      };
    },
    [blob],
  );
  return useSyncExternalStore(subscribe, () => (blob ? urls.get(blob)?.url : undefined));
}
