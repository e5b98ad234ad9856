import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNextReminder, NEXT_REMINDER_KEY, updateReminders } from '@/features/reminders';
import { updateUser } from '@/lib/auth/session';
import { ME_KEY } from './get-me';

export const nextReminderQuery = queryOptions({ queryKey: NEXT_REMINDER_KEY, queryFn: getNextReminder });

/** When his next reminder comes, and for what: a father's only. */
export function useNextReminder({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...nextReminderQuery, enabled });
}

/** The answer is the saved user: the profile and the session take it, and the next reminder is read anew. */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (user) => {
      updateUser(user);
      queryClient.setQueryData(ME_KEY, user);
      return queryClient.invalidateQueries({ queryKey: NEXT_REMINDER_KEY });
    },
  });
}
