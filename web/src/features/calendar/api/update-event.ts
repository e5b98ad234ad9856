import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { CALENDAR_KEY } from './keys';
import type { EventInput } from './types';

export function updateEvent({ id, changes }: { id: string; changes: EventInput }) {
  return PATCH('/api/events/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
