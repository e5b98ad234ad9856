import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { INBOX_KEY, threadKey } from './keys';
import type { TextPage } from './get-texts';

export interface SendTextInput {
  fatherId: string;
  body: string;
}

/** Queued (202, `status: "queued"`); 409 without his sms consent or a number a text can go to. */
export function sendText({ fatherId, body }: SendTextInput) {
  return POST('/api/fathers/{id}/texts', { params: { path: { id: fatherId } }, body: { body } });
}

/**
 * The queued text is in his thread at once (its live events then move it on); the thread and
 * the inbox are read again behind it.
 */
export function useSendText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendText,
    onSuccess: (text, { fatherId }) => {
      queryClient.setQueryData<InfiniteData<TextPage, string | null>>(threadKey(fatherId), (thread) => {
        if (!thread || thread.pages.length === 0 || thread.pages.some((page) => page.texts.some((shown) => shown.id === text.id))) {
          return thread;
        }
        const [newest, ...older] = thread.pages;
        return { ...thread, pages: [{ ...newest, texts: [text, ...newest.texts] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: threadKey(fatherId) });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}
