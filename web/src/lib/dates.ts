import dayjs, { type ConfigType } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/** The product's formats (docs/PRODUCT.md, "Dates and times"). */
export const DISPLAY_FORMAT = 'MMM D, YYYY h:mm A';
export const TIMESTAMP_FORMAT = 'MM/DD/YY h:mm A';
export const INPUT_DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm';

function format(value: ConfigType, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** 'Jan 5, 2025 3:07 PM' in the viewer's time zone. */
export function formatDate(value: ConfigType): string {
  return format(value, DISPLAY_FORMAT);
}

/** 'Sunday, Jan 5, 2025 3:07 PM' in the viewer's time zone: a reminder's or an answer's day, named. */
export function formatDayDate(value: ConfigType): string {
  return format(value, `dddd, ${DISPLAY_FORMAT}`);
}

/** '01/05/25 3:07 PM' in the viewer's time zone. */
export function formatTimestamp(value: ConfigType): string {
  return format(value, TIMESTAMP_FORMAT);
}

/** The value of an <input type="datetime-local">: '2025-01-05T15:07'. */
export function toDateTimeInput(value: ConfigType): string {
  return format(value, INPUT_DATETIME_FORMAT);
}

/** Reads an <input type="datetime-local"> value (local time) into a Date; null when invalid. */
export function fromDateTimeInput(value: string): Date | null {
  const date = dayjs(value, INPUT_DATETIME_FORMAT, true);
  return date.isValid() ? date.toDate() : null;
}

/** The date part of the display format, for calendar dates (birthdays, enrollment, milestones). */
export const DISPLAY_DAY_FORMAT = 'MMM D, YYYY';
/** The time part of the display format. */
export const DISPLAY_TIME_FORMAT = 'h:mm A';
/** What the API and <input type="date"> use for calendar dates. */
export const INPUT_DATE_FORMAT = 'YYYY-MM-DD';

/** 'Jan 5, 2025'. A 'YYYY-MM-DD' date is read as that day wherever the viewer is. */
export function formatDay(value: ConfigType): string {
  return format(value, DISPLAY_DAY_FORMAT);
}

/** '3:07 PM' in the viewer's time zone. */
export function formatTime(value: ConfigType): string {
  return format(value, DISPLAY_TIME_FORMAT);
}

/** 'Jan 5, 2025 6:00 PM – 7:30 PM': the end's day is repeated only when it differs. */
export function formatRange(start: ConfigType, end: ConfigType): string {
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid()) return formatDate(start);
  return `${formatDate(start)} – ${from.isSame(to, 'day') ? formatTime(end) : formatDate(end)}`;
}

/** The value of an <input type="date">: '2025-01-05'. */
export function toDateInput(value: ConfigType): string {
  return format(value, INPUT_DATE_FORMAT);
}

/** 'Dec 1, 2026', or 'Dec 1, 2026 – Dec 3, 2026' for days from one to another (both included). */
export function formatDayRange(first: ConfigType, last: ConfigType): string {
  const from = formatDay(first);
  const to = formatDay(last);
  return !to || from === to ? from : `${from} – ${to}`;
}

/** Reads an <input type="date"> value ('2025-01-05'); null when it is not a real day. */
export function fromDateInput(value: string): Date | null {
  const date = dayjs(value, INPUT_DATE_FORMAT, true);
  return date.isValid() ? date.toDate() : null;
}

/** 'a few seconds ago', '5 minutes ago', 'hace 2 días': in the language the app is shown in. */
export function formatRelative(value: ConfigType, now: ConfigType = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.from(dayjs(now)) : '';
}
