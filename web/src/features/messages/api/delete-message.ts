import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { applyMessage } from './cache';
import type { Message } from './types';

/** The sender, or staff in a group conversation; the message stays, removed. */
export function deleteMessage(id: string) {
  return DELETE('/api/messages/{id}', { params: { path: { id } } });
}

export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => deleteMessage(message.id),
    // The stream sends the removal too; shown at once here, the same either way.
    onSuccess: (_answer, message) => applyMessage(queryClient, { ...message, body: '', deleted: true }, userId),
  });
}
