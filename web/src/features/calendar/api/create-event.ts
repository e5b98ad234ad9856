import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { CalendarEvent, EventInput } from './types';

export function createEvent(input: EventInput) {
  return api<CalendarEvent>('/events', { method: 'POST', body: input });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
