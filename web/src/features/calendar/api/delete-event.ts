import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELETE } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';

export function deleteEvent(id: string) {
  return DELETE('/api/events/{id}', { params: { path: { id } } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    // The deleted event's own entry is dropped, not refetched into a 404.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...CALENDAR_KEY, 'event', id] });
      return queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
    },
  });
}
