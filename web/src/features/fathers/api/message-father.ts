import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY, openConversation } from '@/features/messages';

/** Staff open (or find again) the direct conversation with his account; the messages area reads it anew. */
export function useMessageFather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
