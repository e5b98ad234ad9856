import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { CALENDAR_FEED_KEY } from './get-calendar-feed';

/** A new address; the old one answers 404 from then on. */
export function rotateCalendarFeed() {
  return POST('/api/calendar/feed/rotate');
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    // The answer is the new address: no need to ask again.
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, feed),
  });
}
