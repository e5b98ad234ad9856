import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { fatherConsentsKey } from '@/features/consents';
import { UNREAD_KEY } from '@/features/announcements';
import { fatherQuery } from '@/features/fathers';
import type { TextPage } from './get-texts';
import { INBOX_KEY, threadKey } from './keys';
import type { Text } from './types';

/** The stream's `text` event carries a text as the API sends it. */
function isText(data: unknown): data is Text {
  if (typeof data !== 'object' || data === null) return false;
  const { id, fatherId, direction, status } = data as Record<string, unknown>;
  return typeof id === 'string' && typeof fatherId === 'string' && typeof direction === 'string' && typeof status === 'string';
}

/** A text in his thread: where it was (now as it is), or at the newest end. */
function withText(thread: InfiniteData<TextPage, string | null> | undefined, text: Text) {
  if (!thread || thread.pages.length === 0) return thread;
  let found = false;
  const pages = thread.pages.map((page) => ({
    ...page,
    texts: page.texts.map((shown) => {
      if (shown.id !== text.id) return shown;
      found = true;
      return text;
    }),
  }));
  if (!found) pages[0] = { ...pages[0], texts: [text, ...pages[0].texts] };
  return { ...thread, pages };
}

/**
 * A text was written, moved on (sent, delivered, failed) or came from him (the stream's `text`
 * event, to the staff with him in scope): his thread shows it at once and is read again, and so
 * is the inbox. What he sends can change his consent (STOP, START), and so can a carrier's
 * opt-out: his record and consents are read again then.
 */
export function applyLiveText(queryClient: QueryClient, data: unknown) {
  if (!isText(data)) return;
  const thread = threadKey(data.fatherId);
  queryClient.setQueryData<InfiniteData<TextPage, string | null>>(thread, (pages) => withText(pages, data));
  void queryClient.invalidateQueries({ queryKey: thread });
  void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  if (data.direction === 'in') void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  if (data.direction === 'in' || data.errorCode === '21610') {
    void queryClient.invalidateQueries({ queryKey: fatherQuery(data.fatherId).queryKey });
    void queryClient.invalidateQueries({ queryKey: fatherConsentsKey(data.fatherId) });
  }
}
