import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CALENDAR_FEED_KEY } from './get-calendar-feed';
import type { CalendarFeed } from './types';

/** A new address; the old one answers 404 from then on. */
export function rotateCalendarFeed() {
  return api<CalendarFeed>('/calendar/feed/rotate', { method: 'POST' });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    // The answer is the new address: no need to ask again.
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, feed),
  });
}
