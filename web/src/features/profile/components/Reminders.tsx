import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consentStates, useMyConsents } from '@/features/consents';
import { toApiError } from '@/lib/api/errors';
import { remindersOf, type ReminderPreferences } from '@/features/reminders';
import type { User } from '@/lib/api/types';
import { formatDayDate } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useNextReminder, useUpdateReminders } from '../api/reminders';
import type { DevicePushState } from './useDevicePush';

/** Whether the program may e-mail him: his e-mail consent taken back, not, or not known yet. */
type EmailConsent = 'standing' | 'revoked' | 'unknown';
/** Whether the program may text him: only with his sms consent given and standing. */
type SmsConsent = 'given' | 'none' | 'revoked' | 'unknown';

/**
 * Whether a reminder will reach him, as the server sends them: by push to his devices with
 * notifications on, by e-mail while his e-mail consent stands, and by text while his sms
 * consent does. Of his devices the page knows only this one, so a push counts only when this
 * device's notifications are on.
 */
type Reach = 'off' | 'unknown' | 'reaches' | 'noDevice' | 'noDeviceNoEmail' | 'unsupported' | 'unsupportedNoEmail';

function reachOf(preferences: ReminderPreferences, device: DevicePushState, email: EmailConsent, sms: SmsConsent): Reach {
  const emailOn = preferences.email && email !== 'revoked';
  const smsOn = preferences.sms && (sms === 'given' || sms === 'unknown');
  if (!preferences.push && !emailOn && !smsOn) return 'off';
  if (preferences.push && device === 'on') return 'reaches';
  if (emailOn && email === 'standing') return 'reaches';
  if (smsOn && sms === 'given') return 'reaches';
  if ((preferences.push && device === 'loading') || (emailOn && email === 'unknown') || smsOn) return 'unknown';
  // Push reminders are on, this device shows no notifications, and no e-mail will go.
  if (device === 'unsupported') return email === 'revoked' ? 'unsupportedNoEmail' : 'unsupported';
  return email === 'revoked' ? 'noDeviceNoEmail' : 'noDevice';
}

function useConsents(): { email: EmailConsent; sms: SmsConsent } {
  const consents = useMyConsents();
  if (consents.isPending) return { email: 'unknown', sms: 'unknown' };
  // No program record linked to his account: no consent of his was ever taken back, nor given.
  if (consents.isError) {
    return toApiError(consents.error).status === 404 ? { email: 'standing', sms: 'none' } : { email: 'unknown', sms: 'unknown' };
  }
  const states = consentStates(consents.data);
  const email = states.find((state) => state.kind === 'email')?.state === 'revoked' ? 'revoked' : 'standing';
  return { email, sms: states.find((state) => state.kind === 'sms')?.state ?? 'none' };
}

/** What the text switch says under it: where texts go, or why none will. */
const SMS_HINTS = { given: 'smsHint', unknown: 'smsHint', none: 'smsNoConsent', revoked: 'smsRevoked' } as const;

/**
 * How a father is reminded of his sessions and events (a day and two hours before): by push,
 * by e-mail, by text, and when the next reminder comes — said only when one will reach him.
 */
export function Reminders({ user, device }: { user: User; device: DevicePushState }) {
  const { t } = useTranslation();
  const save = useUpdateReminders();
  const { email, sms } = useConsents();
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
      {/* His choice is kept as he made it: were his consent given again, his e-mails would resume. */}
      <Switch
        label={t('profile.reminders.email')}
        description={
          email === 'revoked' ? t('profile.reminders.emailRevoked') : t('profile.reminders.emailHint', { email: user.email })
        }
        checked={shown.email && email !== 'revoked'}
        disabled={save.isPending || email === 'revoked'}
        onChange={(event) => change({ ...shown, email: event.currentTarget.checked })}
      />
      {/* The same for texts, which need his consent given first. */}
      <Switch
        label={t('profile.reminders.sms')}
        description={t(`profile.reminders.${SMS_HINTS[sms]}`)}
        checked={shown.sms && sms !== 'none' && sms !== 'revoked'}
        disabled={save.isPending || sms === 'none' || sms === 'revoked'}
        onChange={(event) => change({ ...shown, sms: event.currentTarget.checked })}
      />
      <NextReminder reach={reachOf(shown, device, email, sms)} />
    </Stack>
  );
}

function NextReminder({ reach }: { reach: Reach }) {
  const { t } = useTranslation();
  const next = useNextReminder({ enabled: reach === 'reaches' });
  let sentence: string;
  if (reach === 'unknown') sentence = t('common.loading');
  else if (reach !== 'reaches') sentence = t(`profile.reminders.reach.${reach}`);
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
