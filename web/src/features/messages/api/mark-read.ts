import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { applyRead } from './cache';

/** Everything up to `upTo` (a message id) counts as read. */
export function markRead({ conversationId, upTo }: { conversationId: string; upTo: string }) {
  return POST('/api/conversations/{id}/read', { params: { path: { id: conversationId } }, body: { upTo } });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_answer, read) => applyRead(queryClient, read),
  });
}
