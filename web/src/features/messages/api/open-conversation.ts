import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CONVERSATIONS_KEY, conversationKey } from './keys';
import type { Conversation } from './types';

/** The direct conversation with that person, opened now (201) or as it was (200); 403 when not allowed. */
export function openConversation(userId: string) {
  return api<Conversation>('/conversations', { method: 'POST', body: { userId } });
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
