import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import i18n from 'i18next';

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/** The product's formats in English (docs/PRODUCT.md, "Dates and times"). */
export const DISPLAY_FORMAT = 'MMM D, YYYY h:mm A';
export const TIMESTAMP_FORMAT = 'MM/DD/YY h:mm A';
export const INPUT_DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm';

/** What a date or a time looks like in each language the app speaks. */
interface Formats {
  /** A date with its time. */
  dateTime: string;
  /** A calendar day. */
  day: string;
  /** A time of day. */
  time: string;
  /** A timestamp, short. */
  timestamp: string;
  /** A day of a month, without its year (a chart's week). */
  monthDay: string;
  /** A month of a year (the calendar's title). */
  month: string;
  /** A day with its weekday, without its year (a day of the calendar's list). */
  weekday: string;
}

/**
 * English keeps the product's formats; Spanish puts the day first and reads the clock on 24 hours
 * ('28 nov 2026 23:25'), as the calendar does ('18:00', '9:30').
 */
const FORMATS = {
  en: { dateTime: DISPLAY_FORMAT, day: 'MMM D, YYYY', time: 'h:mm A', timestamp: TIMESTAMP_FORMAT, monthDay: 'MMM D', month: 'MMMM YYYY', weekday: 'dddd, MMMM D' },
  es: { dateTime: 'D MMM YYYY H:mm', day: 'D MMM YYYY', time: 'H:mm', timestamp: 'DD/MM/YY H:mm', monthDay: 'D MMM', month: 'MMMM [de] YYYY', weekday: 'dddd, D [de] MMMM' },
} as const satisfies Record<string, Formats>;

type Language = keyof typeof FORMATS;

/** The language the app is shown in (i18next's), as dates know it: any 'es-…' is Spanish. */
function language(): Language {
  return (i18n.resolvedLanguage ?? i18n.language ?? '').toLowerCase().startsWith('es') ? 'es' : 'en';
}

function formats(): Formats {
  return FORMATS[language()];
}

/** A date in the app's language: its month and weekday names (dayjs's locale, loaded with the language's strings). */
function inLanguage(date: Dayjs): Dayjs {
  return date.locale(language());
}

function format(value: ConfigType, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? inLanguage(date).format(pattern) : '';
}

/** 'Jan 5, 2025 3:07 PM' ('5 ene 2025 15:07' in Spanish) in the viewer's time zone. */
export function formatDate(value: ConfigType): string {
  return format(value, formats().dateTime);
}

/** 'Sunday, Jan 5, 2025 3:07 PM' ('domingo, 5 ene 2025 15:07') in the viewer's time zone: a reminder's or an answer's day, named. */
export function formatDayDate(value: ConfigType): string {
  return format(value, `dddd, ${formats().dateTime}`);
}

/** '01/05/25 3:07 PM' ('05/01/25 15:07' in Spanish) in the viewer's time zone. */
export function formatTimestamp(value: ConfigType): string {
  return format(value, formats().timestamp);
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

/** The date part of the English display format, for calendar dates (birthdays, enrollment, milestones). */
export const DISPLAY_DAY_FORMAT = FORMATS.en.day;
/** The time part of the English display format. */
export const DISPLAY_TIME_FORMAT = FORMATS.en.time;
/** What the API and <input type="date"> use for calendar dates. */
export const INPUT_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A day the API gives: 'YYYY-MM-DD', or an instant at midnight UTC exactly (a day sent as an
 * instant: a membership joined "on" a day, a record made by a script). Either is that very day
 * wherever the viewer is; read as an instant, a viewer in the Americas would see the day before.
 */
const PLAIN_DAY = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00))?$/;

/** The day a value stands for: a plain day as that day (local midnight), anything else in the viewer's time zone. */
function dayOf(value: ConfigType): Dayjs {
  const plain = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  return plain ? dayjs(plain[1], INPUT_DATE_FORMAT, true) : dayjs(value);
}

/** A day (never a time) in one of the language's formats: a plain day as that day, an instant as its day here. */
function formatDayAs(value: ConfigType, pattern: 'day' | 'monthDay' | 'month' | 'weekday'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayOf(value);
  return date.isValid() ? inLanguage(date).format(formats()[pattern]) : '';
}

/**
 * 'Jan 5, 2025' ('5 ene 2025' in Spanish): a day, never with a time. A 'YYYY-MM-DD' date (or a
 * day sent as midnight UTC) is that day wherever the viewer is; an instant is its day in the
 * viewer's time zone.
 */
export function formatDay(value: ConfigType): string {
  return formatDayAs(value, 'day');
}

/** 'Jan 5' ('5 ene' in Spanish): a day of a month whose year goes without saying (a chart's week). */
export function formatMonthDay(value: ConfigType): string {
  return formatDayAs(value, 'monthDay');
}

/** 'December 2026' ('diciembre de 2026' in Spanish): a month, as a calendar's title. */
export function formatMonth(value: ConfigType): string {
  return formatDayAs(value, 'month');
}

/** 'Tuesday, December 1' ('martes, 1 de diciembre'): a day of a month's list, with its weekday. */
export function formatWeekday(value: ConfigType): string {
  return formatDayAs(value, 'weekday');
}

/** '3:07 PM' ('15:07' in Spanish) in the viewer's time zone. */
export function formatTime(value: ConfigType): string {
  return format(value, formats().time);
}

/** 'Jan 5, 2025 6:00 PM – 7:30 PM' ('5 ene 2025 18:00 – 19:30'): the end's day is repeated only when it differs. */
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
