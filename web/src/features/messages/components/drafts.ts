import { useCallback, useState } from 'react';
import { readUserItem, removeUserItem, writeUserItem } from '@/lib/user-storage';

function draftItem(conversationId: string) {
  return `draft:${conversationId}`;
}

/**
 * What is being written in one conversation, kept on the device as it is typed: it survives
 * leaving the thread and reloading the page, and goes once it is sent (or on sign-out).
 */
export function useDraft(userId: string, conversationId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readUserItem<string>(userId, draftItem(conversationId)) ?? '');
  const change = useCallback(
    (next: string) => {
      setText(next);
      if (next) writeUserItem(userId, draftItem(conversationId), next);
      else removeUserItem(userId, draftItem(conversationId));
    },
    [userId, conversationId],
  );
  return [text, change];
}
