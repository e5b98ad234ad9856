import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Cycle, CycleInput } from '@/lib/api/program';
import { rules } from '@/lib/validation';
import { buildSchedule, DEFAULT_SCHEDULE, MAX_SESSIONS, type ScheduleValues } from './schedule';

/** A cycle's form: its rules, its values from a cycle and the body they send. */
/** HH:MM, as a time field gives it. */
export const TIME = /^\d{2}:\d{2}$/;

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
