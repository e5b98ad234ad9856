import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What a paged thread (TanStack's infinite query) offers for its older pages. */
interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A thread whose older items page in above what the reader sees (messages, a father's texts):
 * the answer asks for the next older page, and once the oldest item shown changes, the
 * reader's place in `viewportRef` is put back where it was.
 */
export function useOlderAbove(
  viewportRef: RefObject<HTMLDivElement | null>,
  pages: OlderPages,
  oldestId: string | undefined,
): () => void {
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element || !anchor.current) return;
    element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [oldestId, viewportRef]);
  return () => {
    if (!hasNextPage || isFetchingNextPage) return;
    const element = viewportRef.current;
    anchor.current = element ? { height: element.scrollHeight, top: element.scrollTop } : null;
    void fetchNextPage();
  };
}
