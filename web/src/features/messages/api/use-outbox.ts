import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { discardMessage, outboxSnapshot, queueMessage, retryMessage, subscribeOutbox } from './send-message';

/** One conversation's messages on their way (or not sent), and the ways to send, retry and discard. */
export function useOutbox(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const all = useSyncExternalStore(subscribeOutbox, () => outboxSnapshot(userId));
  const pending = useMemo(() => all.filter((item) => item.conversationId === conversationId), [all, conversationId]);
  const send = useCallback(
    (body: string) => queueMessage(queryClient, userId, conversationId, body),
    [queryClient, userId, conversationId],
  );
  const retry = useCallback((localId: string) => retryMessage(queryClient, userId, localId), [queryClient, userId]);
  const discard = useCallback((localId: string) => discardMessage(userId, localId), [userId]);
  return { pending, send, retry, discard };
}
