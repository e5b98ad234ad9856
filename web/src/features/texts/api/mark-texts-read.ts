import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { UNREAD_KEY } from '@/features/announcements';
import { INBOX_KEY } from './keys';
import type { InboxRow } from './types';

/** Staff read his thread: nothing of his is unread for anyone now (one shared inbox). */
export function markTextsRead(fatherId: string) {
  return POST('/api/fathers/{id}/texts/read', { params: { path: { id: fatherId } } });
}

/** His row of the inbox says 0 at once (and the navigation's count with it); the inbox is read again. */
export function useMarkTextsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTextsRead,
    onSuccess: (_answer, fatherId) => {
      queryClient.setQueryData<InboxRow[]>(INBOX_KEY, (rows) =>
        rows?.map((row) => (row.fatherId === fatherId ? { ...row, unread: 0 } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      return queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}
