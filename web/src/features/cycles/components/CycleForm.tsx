import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField, Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { WEEKDAYS } from '@/components/program/labels';
import type { Cycle, CycleInput, Group } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { rules } from '@/lib/validation';
import { buildSchedule, DEFAULT_SCHEDULE, MAX_SESSIONS, type ScheduleValues } from '../utils/schedule';
import { ScheduleFields } from './ScheduleFields';

const TIME = /^\d{2}:\d{2}$/;

function isWhole(value: string, min: number, max: number): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
}

export function cycleSchema(t: TFunction) {
  const r = rules(t);
  const thresholdLabel = t('fields.completionThreshold');
  const base = z.object({
    title: r.required(t('fields.title')),
    description: r.optional(),
    groupId: r.required(t('fields.group')),
    facilitatorId: r.optional(),
    location: r.optional(),
    startDate: r.required(t('fields.startDate')),
    endDate: r.required(t('fields.endDate')),
    completionThreshold: r
      .number(thresholdLabel)
      .refine((value) => Number(value) > 0 && Number(value) <= 100, {
        error: t('validation.between', { field: thresholdLabel, min: 1, max: 100 }),
      }),
    generate: z.boolean(),
    schedule: z.object({
      weekdays: z.array(z.string()),
      startTime: r.optional(),
      durationMinutes: r.optional(),
      ends: z.enum(['count', 'until']),
      count: r.optional(),
      until: r.optional(),
      skipDates: z.array(z.string()),
    }),
  });
  type Values = z.infer<typeof base>;
  // Checks across fields run even while other fields are still wrong, so each shows on its own blur.
  const when = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
  const check = (test: (values: Values) => boolean, path: PropertyKey[], error: string) =>
    [(values: Values) => !values || test(values), { error, path, when }] as const;
  const scheduled = (test: (schedule: ScheduleValues, values: Values) => boolean) => (values: Values) =>
    !values.generate || !values.schedule || test(values.schedule, values);
  const duration = t('cycles.schedule.duration');
  const count = t('cycles.schedule.count');
  return base
    .refine(
      ...check(
        (v) => !v.startDate || !v.endDate || v.endDate >= v.startDate,
        ['endDate'],
        t('cycles.form.endBeforeStart'),
      ),
    )
    .refine(...check(scheduled((s) => (s.weekdays ?? []).length > 0), ['schedule', 'weekdays'], t('cycles.schedule.weekdaysRequired')))
    .refine(
      ...check(
        scheduled((s) => TIME.test(s.startTime ?? '')),
        ['schedule', 'startTime'],
        t('validation.required', { field: t('cycles.schedule.startTime') }),
      ),
    )
    .refine(
      ...check(
        scheduled((s) => isWhole(s.durationMinutes ?? '', 1, 24 * 60)),
        ['schedule', 'durationMinutes'],
        t('validation.between', { field: duration, min: 1, max: 24 * 60 }),
      ),
    )
    .refine(
      ...check(
        scheduled((s) => s.ends !== 'count' || isWhole(s.count ?? '', 1, MAX_SESSIONS)),
        ['schedule', 'count'],
        t('validation.between', { field: count, min: 1, max: MAX_SESSIONS }),
      ),
    )
    .refine(
      ...check(
        scheduled((s, v) => s.ends !== 'until' || !s.until || !v.startDate || s.until >= v.startDate),
        ['schedule', 'until'],
        t('cycles.schedule.untilBeforeStart'),
      ),
    );
}

export type CycleFormValues = z.infer<ReturnType<typeof cycleSchema>>;

export function cycleValues(cycle: Cycle | null, groupId = ''): CycleFormValues {
  return {
    title: cycle?.title ?? '',
    description: cycle?.description ?? '',
    groupId: cycle?.groupId ?? groupId,
    facilitatorId: cycle?.facilitatorId ?? '',
    location: cycle?.location ?? '',
    startDate: cycle?.startDate ?? '',
    endDate: cycle?.endDate ?? '',
    completionThreshold: String(Math.round((cycle?.completionThreshold ?? 0.8) * 100)),
    generate: cycle === null,
    schedule: { ...DEFAULT_SCHEDULE },
  };
}

/** The cycle's fields as the API takes them; the schedule only when sessions are generated. */
export function toCycleInput(values: CycleFormValues): CycleInput {
  const input: CycleInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    groupId: values.groupId,
    facilitatorId: values.facilitatorId,
    location: values.location.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    completionThreshold: Number(values.completionThreshold) / 100,
  };
  if (values.generate) input.schedule = buildSchedule(values.schedule);
  return input;
}

/** A group's meeting day and time are what its cycle's sessions usually follow. */
function useGroupDefaults(form: UseFormReturn<CycleFormValues>, groups: Group[], enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const apply = (groupId: string) => {
      const group = groups.find((candidate) => candidate.id === groupId);
      if (!group) return;
      const { location, facilitatorId, schedule } = form.getValues();
      if (!location.trim() && group.location) form.setValue('location', group.location);
      if (!facilitatorId && group.facilitatorId) form.setValue('facilitatorId', group.facilitatorId);
      const day = WEEKDAYS.findIndex((name) => name.toLowerCase() === group.meetingDay.trim().toLowerCase());
      if (schedule.weekdays.length === 0 && day >= 0) form.setValue('schedule.weekdays', [String(day + 1)]);
      const time = group.meetingTime.trim().padStart(5, '0');
      if (schedule.startTime === DEFAULT_SCHEDULE.startTime && TIME.test(time)) form.setValue('schedule.startTime', time);
    };
    apply(form.getValues('groupId'));
    const subscription = form.watch((values, { name }) => {
      if (name === 'groupId') apply(values.groupId ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, groups, enabled]);
}

export interface CycleFormProps {
  cycle: Cycle | null;
  /** Preselected group of a new cycle (/cycles/new?groupId=). */
  groupId?: string;
  groups: Group[];
  staff: User[];
  onSubmit: (values: CycleFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

export function CycleForm({ cycle, groupId, groups, staff, onSubmit, submitLabel, label }: CycleFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => cycleSchema(t), [t]);
  const form = useAppForm(schema, cycleValues(cycle, groupId));
  const creating = cycle === null;
  useGroupDefaults(form, groups, creating);
  const generate = useWatch({ control: form.control, name: 'generate' });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <Fieldset legend={t('cycles.form.details')}>
        <Stack gap="sm">
          <TextField name="title" label={t('fields.title')} autoComplete="off" required />
          <TextareaField name="description" label={t('fields.description')} minRows={2} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              name="groupId"
              label={t('fields.group')}
              required
              options={[
                { value: '', label: t('cycles.form.chooseGroup') },
                ...groups.map((group) => ({ value: group.id, label: group.name })),
              ]}
            />
            <SelectField
              name="facilitatorId"
              label={t('fields.facilitator')}
              options={[
                { value: '', label: t('cycles.form.noFacilitator') },
                ...staff.map((user) => ({ value: user.id, label: user.displayName })),
              ]}
            />
            <TextField name="startDate" label={t('fields.startDate')} type="date" required />
            <TextField name="endDate" label={t('fields.endDate')} type="date" required />
            <TextField name="location" label={t('fields.location')} autoComplete="off" />
            <TextField
              name="completionThreshold"
              label={t('fields.completionThreshold')}
              description={t('cycles.form.thresholdHint')}
              type="number"
              inputMode="numeric"
              required
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      {creating && (
        <Fieldset legend={t('cycles.schedule.title')}>
          <Stack gap="sm">
            <CheckboxField name="generate" label={t('cycles.schedule.generate')} />
            {generate ? (
              <ScheduleFields />
            ) : (
              <Text size="sm" c="dimmed">
                {t('cycles.schedule.manual')}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
    </Form>
  );
}
