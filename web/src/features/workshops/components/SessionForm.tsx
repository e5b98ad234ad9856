import { SimpleGrid } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import type { NewSessionInput } from '@/lib/api/program';
import { fromDateTimeInput } from '@/lib/dates';
import { rules } from '@/lib/validation';

export function sessionSchema(t: TFunction) {
  const r = rules(t);
  const dateTime = (label: string) =>
    r.required(label).refine((value) => fromDateTimeInput(value) !== null, {
      error: t('validation.dateTime', { field: label }),
    });
  return z
    .object({
      title: r.required(t('fields.title')),
      number: r.optionalInteger(t('fields.number'), limits.NewSessionInput.number.minimum, limits.NewSessionInput.number.maximum),
      startsAt: dateTime(t('fields.startsAt')),
      endsAt: dateTime(t('fields.endsAt')),
      location: r.optional(),
      notes: r.optional(),
    })
    .refine(
      (values) => {
        const [start, end] = [fromDateTimeInput(values.startsAt), fromDateTimeInput(values.endsAt)];
        return !start || !end || end > start;
      },
      {
        error: t('sessions.form.endBeforeStart'),
        path: ['endsAt'],
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      },
    );
}

export type SessionFormValues = z.infer<ReturnType<typeof sessionSchema>>;

/** A date and time of the form, which sessionSchema has checked, as an RFC 3339 instant. */
function instant(value: string): string {
  const date = fromDateTimeInput(value);
  if (!date) throw new Error(`Not a date and time the form accepts: ${value}`);
  return date.toISOString();
}

/**
 * The form's strings as the API takes them, a whole new session (an edit sends those that
 * changed): instants in RFC 3339, no number to number it last.
 */
export function toSessionInput(values: SessionFormValues): NewSessionInput {
  const input: NewSessionInput = {
    title: values.title.trim(),
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    location: values.location.trim(),
    notes: values.notes.trim(),
  };
  if (values.number.trim()) input.number = Number(values.number);
  return input;
}

export interface SessionFormProps {
  initial: SessionFormValues;
  onSubmit: (values: SessionFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
  numberHint?: string;
}

export function SessionForm({ initial, onSubmit, submitLabel, label, numberHint }: SessionFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => sessionSchema(t), [t]);
  const form = useAppForm(schema, initial);
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField name="title" label={t('fields.title')} autoComplete="off" required />
        <TextField name="number" label={t('fields.number')} description={numberHint} type="number" inputMode="numeric" />
        <TextField name="startsAt" label={t('fields.startsAt')} type="datetime-local" required />
        <TextField name="endsAt" label={t('fields.endsAt')} type="datetime-local" required />
      </SimpleGrid>
      <TextField name="location" label={t('fields.location')} autoComplete="off" />
      <TextareaField name="notes" label={t('fields.notes')} />
    </Form>
  );
}
