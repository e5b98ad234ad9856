import dayjs, { type Dayjs } from 'dayjs';
import { INPUT_DATE_FORMAT } from '@/lib/dates';
import { NEXT_DAY_THRESHOLD_HOURS, type CalendarEntry } from './items';

/** A day of the month's list and what is on it, all-day items first, then by their start. */
export interface ListDay {
  /** 'YYYY-MM-DD' */
  day: string;
  entries: CalendarEntry[];
}

/**
 * The days an item is on. An all-day item, every day from its first to its last. A timed one,
 * the day it starts, and each later day it lasts into past that day's morning: a session from
 * 18:00 to 00:30 is one row, on the day it starts (as FullCalendar's `nextDayThreshold` had it).
 */
function daysOf(entry: CalendarEntry): { first: Dayjs; last: Dayjs } {
  if (entry.allDay) {
    const first = dayjs(entry.start, INPUT_DATE_FORMAT);
    return { first, last: dayjs(entry.end, INPUT_DATE_FORMAT).subtract(1, 'day') };
  }
  const start = dayjs(entry.start);
  const end = dayjs(entry.end);
  const first = start.startOf('day');
  let last = end.startOf('day');
  if (end.isBefore(last.add(NEXT_DAY_THRESHOLD_HOURS, 'hour'))) last = last.subtract(1, 'day');
  return { first, last: last.isBefore(first) ? first : last };
}

/** The days of the month starting on `monthStart` that have something on them, in order. */
export function listDays(entries: readonly CalendarEntry[], monthStart: Dayjs): ListDay[] {
  const monthEnd = monthStart.add(1, 'month');
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const { first, last } = daysOf(entry);
    for (let day = first.isBefore(monthStart) ? monthStart : first; !day.isAfter(last) && day.isBefore(monthEnd); day = day.add(1, 'day')) {
      const key = day.format(INPUT_DATE_FORMAT);
      byDay.set(key, [...(byDay.get(key) ?? []), entry]);
    }
  }
  const order = (a: CalendarEntry, b: CalendarEntry) =>
    Number(b.allDay) - Number(a.allDay) || Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title);
  return [...byDay.keys()].sort().map((day) => ({ day, entries: byDay.get(day)!.sort(order) }));
}
