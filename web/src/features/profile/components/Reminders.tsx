import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { remindersOf, type ReminderPreferences } from '@/lib/api/reminders';
import type { User } from '@/lib/api/types';
import { formatDayDate } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useNextReminder, useUpdateReminders } from '../api/reminders';

/**
 * How a father is reminded of his sessions and events (a day and two hours before): by push,
 * by e-mail, and when the next reminder comes.
 */
export function Reminders({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateReminders();
  // The switch moves at once; it moves back if the server refuses.
  const shown = save.isPending && save.variables ? save.variables : remindersOf(user);

  const change = (next: ReminderPreferences) =>
    save.mutate(next, {
      onSuccess: () => notify.success(t('profile.reminders.saved')),
      onError: (error) => notify.error(toApiError(error).message),
    });

  return (
    <Stack gap="md">
      <Switch
        label={t('profile.reminders.push')}
        description={t('profile.reminders.pushHint')}
        checked={shown.push}
        disabled={save.isPending}
        onChange={(event) => change({ ...shown, push: event.currentTarget.checked })}
      />
      <Switch
        label={t('profile.reminders.email')}
        description={t('profile.reminders.emailHint', { email: user.email })}
        checked={shown.email}
        disabled={save.isPending}
        onChange={(event) => change({ ...shown, email: event.currentTarget.checked })}
      />
      <NextReminder off={!shown.push && !shown.email} />
    </Stack>
  );
}

function NextReminder({ off }: { off: boolean }) {
  const { t } = useTranslation();
  const next = useNextReminder({ enabled: !off });
  let sentence: string;
  if (off) sentence = t('profile.reminders.off');
  else if (next.isPending) sentence = t('common.loading');
  else if (next.isError) sentence = t('profile.reminders.nextFailed');
  else if (!next.data) sentence = t('profile.reminders.none');
  else sentence = t('profile.reminders.next', { when: formatDayDate(next.data.at), title: next.data.item.title });
  return (
    <Text size="sm" fw={600} role="status" aria-live="polite">
      {sentence}
    </Text>
  );
}
