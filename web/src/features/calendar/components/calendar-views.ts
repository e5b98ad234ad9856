// What the calendar page and the (lazily loaded) calendar tell each other.

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'listMonth'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface VisibleRange {
  /** The first visible day and the day after the last one, with the viewer's UTC offset. */
  from: string;
  to: string;
  view: CalendarView;
  /** The first day of the month or week shown (YYYY-MM-DD). */
  date: string;
}
