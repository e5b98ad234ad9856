import { SimpleGrid, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, SwitchField, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import type { Group } from '@/lib/api/program';
import { rules } from '@/lib/validation';
import { readWhen, switchMode, timeOf, type EventFormValues } from './event-values';

export function eventSchema(t: TFunction) {
  const r = rules(t);
  const [title, start, end] = [t('fields.title'), t('calendar.form.start'), t('calendar.form.end')];
  // The server's limits, checked here first.
  const most = limits.NewEventInput;
  // Checks across fields run even while another field is wrong, so each message shows at once.
  const when = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
  const notAWhen = (field: string) => (issue: { input?: unknown }) =>
    (issue.input as EventFormValues).allDay
      ? t('validation.date', { field })
      : t('validation.dateTime', { field });
  return z
    .object({
      title: r.requiredText(title, most.title),
      description: r.text(t('fields.description'), most.description),
      allDay: z.boolean(),
      startsAt: r.required(start),
      endsAt: r.required(end),
      location: r.text(t('fields.location'), most.location),
      groupId: z.string(),
    })
    .refine((values) => !values.startsAt || readWhen(values.startsAt, values.allDay) !== null, {
      error: notAWhen(start),
      path: ['startsAt'],
      when,
    })
    .refine((values) => !values.endsAt || readWhen(values.endsAt, values.allDay) !== null, {
      error: notAWhen(end),
      path: ['endsAt'],
      when,
    })
    .refine(
      (values) => {
        const [from, to] = [readWhen(values.startsAt, values.allDay), readWhen(values.endsAt, values.allDay)];
        return !from || !to || to >= from;
      },
      { error: t('calendar.form.endBeforeStart'), path: ['endsAt'], when },
    );
}

export interface EventFormProps {
  initial: EventFormValues;
  /** The groups an event can be for; it can always be for everyone. */
  groups: Pick<Group, 'id' | 'name'>[];
  onSubmit: (values: EventFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

export function EventForm({ initial, groups, onSubmit, submitLabel, label }: EventFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => eventSchema(t), [t]);
  const form = useAppForm<EventFormValues>(schema, initial);
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  // The times an all-day event gets back when it becomes timed again.
  const times = useRef({ start: timeOf(initial.startsAt) ?? '09:00', end: timeOf(initial.endsAt) ?? '10:00' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onAllDay = (checked: boolean) => {
    const { startsAt, endsAt } = form.getValues();
    if (checked) {
      times.current = { start: timeOf(startsAt) ?? times.current.start, end: timeOf(endsAt) ?? times.current.end };
    }
    for (const [name, value, time] of [
      ['startsAt', startsAt, times.current.start],
      ['endsAt', endsAt, times.current.end],
    ] as const) {
      form.setValue(name, switchMode(value, checked, time), { shouldValidate: form.getFieldState(name).isTouched });
    }
  };

  const audience = [
    { value: '', label: t('common.everyone') },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="title" label={t('fields.title')} autoComplete="off" required />
      <TextareaField name="description" label={t('fields.description')} minRows={3} />
      <SwitchField name="allDay" label={t('calendar.form.allDay')} onToggle={onAllDay} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          name="startsAt"
          label={t('calendar.form.start')}
          type={allDay ? 'date' : 'datetime-local'}
          required
        />
        <TextField name="endsAt" label={t('calendar.form.end')} type={allDay ? 'date' : 'datetime-local'} required />
      </SimpleGrid>
      {!allDay && (
        <Text size="xs" c="dimmed" mt={-8}>
          {t('calendar.form.timeZone', { zone })}
        </Text>
      )}
      <TextField name="location" label={t('fields.location')} autoComplete="off" />
      <SelectField
        name="groupId"
        label={t('fields.audience')}
        description={t('calendar.form.audienceHint')}
        options={audience}
      />
    </Form>
  );
}
