import type { TFunction } from 'i18next';
import { z } from 'zod';
import { limits } from '@/lib/api/limits.gen';
import type { Cycle, NewCycleInput } from '@/lib/api/program';
import { rules } from '@/lib/validation';
import { buildSchedule, DEFAULT_SCHEDULE, type ScheduleValues } from './schedule';

/** A cycle's form: its rules, its values from a cycle and the body they send. */
/** HH:MM, as a time field gives it. */
export const TIME = /^\d{2}:\d{2}$/;

function isWhole(value: string, min: number, max: number): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
}

export function cycleSchema(t: TFunction) {
  const r = rules(t);
  const thresholdLabel = t('fields.completionThreshold');
  // The document's is a share (above 0, at most 1); the form's a percentage, whole (at least 1).
  const threshold = limits.NewCycleInput.completionThreshold;
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
      .refine((value) => Number(value) > threshold.exclusiveMinimum * 100 && Number(value) <= threshold.maximum * 100, {
        error: t('validation.between', { field: thresholdLabel, min: 1, max: threshold.maximum * 100 }),
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
  const { durationMinutes, count: sessions } = limits.Schedule;
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
        scheduled((s) => isWhole(s.durationMinutes ?? '', durationMinutes.minimum, durationMinutes.maximum)),
        ['schedule', 'durationMinutes'],
        t('validation.between', { field: duration, min: durationMinutes.minimum, max: durationMinutes.maximum }),
      ),
    )
    .refine(
      ...check(
        scheduled((s) => s.ends !== 'count' || isWhole(s.count ?? '', sessions.minimum, sessions.maximum)),
        ['schedule', 'count'],
        t('validation.between', { field: count, min: sessions.minimum, max: sessions.maximum }),
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

/**
 * The cycle's fields as the API takes them, a whole new cycle (an edit sends those that changed);
 * the schedule only when sessions are generated.
 */
export function toCycleInput(values: CycleFormValues): NewCycleInput {
  const input: NewCycleInput = {
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
