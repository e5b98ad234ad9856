import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { UNREAD_KEY } from './unread';

/** Everything visible now counts as read for the viewer. */
export function markAnnouncementsRead() {
  return POST('/api/announcements/read');
}

/**
 * The list on screen keeps its "New" marks for this visit; only the navigation's count is
 * asked again.
 */
export function useMarkAnnouncementsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}
