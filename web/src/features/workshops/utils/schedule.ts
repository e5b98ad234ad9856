import dayjs from 'dayjs';
import { limits } from '@/lib/api/limits.gen';
import type { Schedule } from '@/lib/api/program';
import { INPUT_DATE_FORMAT } from '@/lib/dates';

/**
 * At most this many sessions are generated for one cycle: the document's greatest count, which
 * the server also stops at when the schedule ends at a date.
 */
export const SESSIONS_GENERATED_AT_MOST = limits.Schedule.count.maximum;

/** The schedule builder's fields, as the form holds them. */
export interface ScheduleValues {
  /** ISO weekdays as strings: '1' = Monday … '7' = Sunday. */
  weekdays: string[];
  /** HH:MM */
  startTime: string;
  durationMinutes: string;
  /** Stop after a number of sessions, or at a date. */
  ends: 'count' | 'until';
  count: string;
  /** YYYY-MM-DD; empty: the cycle's end date. */
  until: string;
  skipDates: string[];
}

export const DEFAULT_SCHEDULE: ScheduleValues = {
  weekdays: [],
  startTime: '18:00',
  durationMinutes: '90',
  ends: 'count',
  count: '12',
  until: '',
  skipDates: [],
};

/** The program's time zone: the browser's, where the coordinator plans the sessions. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The rule as POST /api/cycles takes it. */
export function buildSchedule(values: ScheduleValues, timezone = browserTimeZone()): Schedule {
  const schedule: Schedule = {
    weekdays: values.weekdays.map(Number).sort((a, b) => a - b),
    startTime: values.startTime,
    durationMinutes: Number(values.durationMinutes),
    skipDates: [...values.skipDates].sort(),
    timezone,
  };
  if (values.ends === 'count') schedule.count = Number(values.count);
  // Without a date of its own, the rule runs to the cycle's end date.
  else if (values.until) schedule.until = values.until;
  return schedule;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: dayjs.Dayjs): number {
  return ((date.day() + 6) % 7) + 1;
}

/**
 * The dates the server will generate, worked out the same way: from the cycle's start, on the
 * chosen weekdays, skipping the skipped dates, until the count is reached or the last date
 * (the 'until' date, else the cycle's end) has passed.
 */
export function sessionDates(schedule: Schedule, startDate: string, endDate: string): string[] {
  const start = dayjs(startDate, INPUT_DATE_FORMAT, true);
  if (!start.isValid() || schedule.weekdays.length === 0) return [];
  const last = dayjs(schedule.until || endDate, INPUT_DATE_FORMAT, true);
  const limit = schedule.count ?? SESSIONS_GENERATED_AT_MOST;
  if (schedule.count === undefined && !last.isValid()) return [];
  const dates: string[] = [];
  const stop = start.add(3 * 366, 'day');
  for (let day = start; dates.length < limit && !day.isAfter(stop, 'day'); day = day.add(1, 'day')) {
    if (schedule.count === undefined && day.isAfter(last, 'day')) break;
    const date = day.format(INPUT_DATE_FORMAT);
    if (schedule.weekdays.includes(isoWeekday(day)) && !schedule.skipDates?.includes(date)) dates.push(date);
  }
  return dates;
}
