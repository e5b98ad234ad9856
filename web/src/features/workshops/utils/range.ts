import dayjs from 'dayjs';
import { INPUT_DATE_FORMAT } from '@/lib/dates';

/** Monday 00:00 of this week to the next Monday, in the viewer's time zone. */
export function thisWeek(now = dayjs()): { from: string; to: string } {
  const monday = now.startOf('day').subtract((now.day() + 6) % 7, 'day');
  return { from: monday.toISOString(), to: monday.add(7, 'day').toISOString() };
}

/** The first and last day of this month, as the date inputs hold them. */
export function thisMonth(now = dayjs()): { from: string; to: string } {
  return { from: now.startOf('month').format(INPUT_DATE_FORMAT), to: now.endOf('month').format(INPUT_DATE_FORMAT) };
}

/** Two inclusive days as the [from, to) instants the API takes; null when not a valid range. */
export function dayRange(from: string, to: string): { from: string; to: string } | null {
  const start = dayjs(from, INPUT_DATE_FORMAT, true);
  const end = dayjs(to, INPUT_DATE_FORMAT, true);
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return null;
  return { from: start.startOf('day').toISOString(), to: end.add(1, 'day').startOf('day').toISOString() };
}
