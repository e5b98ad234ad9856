import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { CalendarEvent, EventInput } from './types';

export function updateEvent({ id, changes }: { id: string; changes: EventInput }) {
  return api<CalendarEvent>(`/events/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
