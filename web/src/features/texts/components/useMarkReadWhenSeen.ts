import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { unreadOf, useInbox } from '../api/get-inbox';
import { useTexts } from '../api/get-texts';
import { useMarkTextsRead } from '../api/mark-texts-read';

/** Whether the element is on screen (always, where the browser cannot tell). */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * While his thread is on screen and the tab visible, what he sent counts as read: the server
 * is told whenever the inbox says he has unread texts (his reply arriving live makes it so),
 * once per newest text of his, and the inbox's count drops at once.
 */
export function useMarkReadWhenSeen(fatherId: string, ref: RefObject<Element | null>) {
  const onScreen = useOnScreen(ref);
  const visible = useDocumentVisibility() === 'visible';
  const unread = unreadOf(useInbox().data, fatherId);
  const texts = useTexts(fatherId);
  const { mutate } = useMarkTextsRead();
  const marked = useRef<string | null>(null);
  const newestOfHis =
    texts.data?.pages
      .flatMap((page) => page.texts)
      .filter((text) => text.direction === 'in')
      .reduce<string | null>((newest, text) => (newest === null || text.id > newest ? text.id : newest), null) ?? '';
  const shown = texts.isSuccess;
  useEffect(() => {
    if (!onScreen || !visible || !shown || unread === 0 || marked.current === newestOfHis) return;
    marked.current = newestOfHis;
    mutate(fatherId, {
      onError: () => {
        marked.current = null;
      },
    });
  }, [onScreen, visible, shown, unread, newestOfHis, fatherId, mutate]);
}
