import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openConversation } from './conversations';
import { CONVERSATIONS_KEY, conversationKey } from './keys';

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
