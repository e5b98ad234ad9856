import { Chip, Fieldset, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChipsField, Form, SwitchField, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import { fromDateInput, fromDateTimeInput, toDateTimeInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { CONTACT_METHODS, CONTACT_OUTCOMES, type CaseContact, type ContactMethod } from '../api/types';
import { FOLLOW_UP_PRESETS, followUpDay, presetOf } from '../utils/follow-up';
import { contactMethodLabel, contactOutcomeLabel } from '@/features/casework';

/** How far ahead of now a time is still taken as now: a clock a little fast (the server's rule). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whether a datetime-local value is not later than now (read when the form is checked). */
function notInTheFuture(value: string): boolean {
  return (fromDateTimeInput(value)?.getTime() ?? 0) <= Date.now() + CLOCK_SKEW_MS;
}

/**
 * The quick contact form, made for a phone after a call: method and outcome are chips, the
 * follow-up a preset away. A new contact (`method` prefilled by the link that started the call)
 * or an existing one to change.
 */
export function ContactLogForm({
  fatherId,
  method = 'call',
  contact,
  onDone,
}: {
  fatherId: string;
  method?: ContactMethod;
  contact?: CaseContact;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    const due = t('fathers.contacts.form.followUpDate');
    const when = t('fathers.contacts.form.at');
    // A new contact's and a changed one's are the same (NewContactInput, ContactInput).
    const { minutes, note } = limits.NewContactInput;
    return z.object({
      at: z
        .string()
        .refine((value) => fromDateTimeInput(value) !== null, { error: t('validation.dateTime', { field: when }) })
        .refine(notInTheFuture, { error: t('fathers.contacts.form.atFuture') }),
      method: r.oneOf(t('fathers.contacts.form.method'), CONTACT_METHODS),
      outcome: r.oneOf(t('fathers.contacts.form.outcome'), CONTACT_OUTCOMES),
      minutes: r.optionalInteger(t('fathers.contacts.form.minutes'), minutes.minimum, minutes.maximum),
      note: r.text(t('fathers.contacts.form.note'), note),
      sensitive: z.boolean(),
      followUpDue: z
        .string()
        .refine((value) => value === '' || fromDateInput(value) !== null, { error: t('validation.date', { field: due }) }),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;
  const form = useAppForm<Values>(schema, {
    // When it took place: now for a call just made, or changed for one logged afterwards.
    at: toDateTimeInput(contact?.at ?? new Date()),
    method: contact?.method ?? method,
    outcome: contact?.outcome,
    minutes: contact && contact.minutes > 0 ? String(contact.minutes) : '',
    note: contact?.note ?? '',
    sensitive: contact?.sensitive ?? false,
    followUpDue: contact?.followUpDue ?? '',
  });
  const create = useCreateContact();
  const update = useUpdateContact();

  const onSubmit = async (values: Values) => {
    // Untouched, the time is left to the server (now, to the second) or as it was.
    const at = form.formState.dirtyFields.at ? { at: fromDateTimeInput(values.at)!.toISOString() } : {};
    const body = {
      ...at,
      method: values.method,
      outcome: values.outcome,
      minutes: values.minutes === '' ? 0 : Number(values.minutes),
      sensitive: values.sensitive,
      followUpDue: values.followUpDue || null,
    };
    if (contact) {
      // A hidden note stays as it is: sending '' would erase what this reader cannot see.
      const note = contact.note == null && values.note === '' ? {} : { note: values.note };
      await update.mutateAsync({ id: contact.id, changes: { ...body, ...note } });
      notify.success(t('fathers.contacts.toasts.updated'));
    } else {
      await create.mutateAsync({ fatherId, contact: { ...body, note: values.note } });
      notify.success(t('fathers.contacts.toasts.saved'));
    }
    onDone();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={contact ? t('fathers.contacts.form.editSubmit') : t('fathers.contacts.form.submit')}
      aria-label={contact ? t('fathers.contacts.form.editTitle') : t('fathers.contacts.form.newTitle')}
    >
      <ChipsField
        name="outcome"
        label={t('fathers.contacts.form.outcome')}
        required
        options={CONTACT_OUTCOMES.map((value) => ({ value, label: contactOutcomeLabel(t, value) }))}
      />
      <ChipsField
        name="method"
        label={t('fathers.contacts.form.method')}
        required
        options={CONTACT_METHODS.map((value) => ({ value, label: contactMethodLabel(t, value) }))}
      />
      <TextField name="at" label={t('fathers.contacts.form.at')} type="datetime-local" max={toDateTimeInput(new Date())} required />
      <TextField name="minutes" label={t('fathers.contacts.form.minutes')} type="number" inputMode="numeric" />
      <TextareaField name="note" label={t('fathers.contacts.form.note')} minRows={2} />
      <SwitchField
        name="sensitive"
        label={t('fathers.contacts.form.sensitive')}
        description={t('fathers.contacts.form.sensitiveHint')}
      />
      <FollowUpField />
    </Form>
  );
}

/** The follow-up day: "None", a preset, or any day typed in the date field (which shows what a preset chose). */
function FollowUpField() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<{ followUpDue: string }>();
  const due = useWatch({ control, name: 'followUpDue' });
  const chosen = due === '' ? 'none' : (presetOf(due) ?? '');
  const choose = (value: string) => {
    const day = value === 'none' ? '' : followUpDay(value as (typeof FOLLOW_UP_PRESETS)[number]);
    setValue('followUpDue', day, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Fieldset legend={t('fathers.contacts.form.followUp')} variant="unstyled" p={0}>
      <Stack gap="xs">
        <Chip.Group multiple={false} value={chosen} onChange={choose}>
          <Group gap="xs">
            <Chip value="none" size="lg" name="followUpPreset">
              {t('fathers.contacts.form.none')}
            </Chip>
            {FOLLOW_UP_PRESETS.map((preset) => (
              <Chip key={preset} value={preset} size="lg" name="followUpPreset">
                {t(`fathers.contacts.form.${preset}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextField name="followUpDue" label={t('fathers.contacts.form.followUpDate')} type="date" />
      </Stack>
    </Fieldset>
  );
}
