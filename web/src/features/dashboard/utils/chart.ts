import { formatMonthDay } from '@/lib/dates';
import type { Week } from '../api/types';

/** One bar of the attendance chart, and one row of the table that says the same. */
export interface WeekPoint {
  weekStart: string;
  /** 'Mar 2' ('2 mar' in Spanish): the Monday, short, in the reader's language. */
  label: string;
  /** Whole percent; null when no session counted that week (no bar, rather than a 0 % bar). */
  percent: number | null;
  sessions: number;
  attended: number;
  countable: number;
}

/** The API's weeks (oldest first) as the chart and its table show them. */
export function weekPoints(weeks: Week[]): WeekPoint[] {
  return weeks.map((week) => ({
    weekStart: week.weekStart,
    label: formatMonthDay(week.weekStart),
    percent: week.countable > 0 ? Math.round(week.rate * 100) : null,
    sessions: week.sessions,
    attended: week.attended,
    countable: week.countable,
  }));
}

/** Over the whole period: attended ÷ countable of all weeks (not the mean of weekly rates). */
export function overallRate(weeks: Week[]): number | null {
  const countable = weeks.reduce((sum, week) => sum + week.countable, 0);
  const attended = weeks.reduce((sum, week) => sum + week.attended, 0);
  return countable > 0 ? attended / countable : null;
}
