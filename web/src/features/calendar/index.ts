// What other areas may use of the calendar: a calendar item's page and when it is (home and the
// dashboard show calendar lines).
export { formatWhen, itemPath, type CalendarItem } from './utils/calendar-item';
