import dayjs from 'dayjs';
import { itemPath, type CalendarItem } from '@/features/calendar';

// "Add to calendar" for one item: an RFC 5545 file made here, with the same UID as the
// item has in the user's calendar feed, so a calendar that holds both keeps one.

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (not inside a character). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20260501T180000Z */
function utc(value: string): string {
  return dayjs(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** 20260501, from an all-day item's YYYY-MM-DD. */
function date(day: string): string {
  return day.slice(0, 10).replace(/-/g, '');
}

/** The item as a calendar file; `origin` makes its link absolute. */
export function toIcs(item: CalendarItem, origin: string, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fatherhood Matters//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${item.kind}-${item.id}@fatherhood-matters`,
    `DTSTAMP:${utc(now.toISOString())}`,
  ];
  if (item.allDay) {
    // DTEND of an all-day event is the day after its last (exclusive).
    const after = dayjs(item.endsAt.slice(0, 10)).add(1, 'day').format('YYYYMMDD');
    lines.push(`DTSTART;VALUE=DATE:${date(item.startsAt)}`, `DTEND;VALUE=DATE:${after}`);
  } else {
    lines.push(`DTSTART:${utc(item.startsAt)}`, `DTEND:${utc(item.endsAt)}`);
  }
  lines.push(`SUMMARY:${escapeText(item.title)}`);
  if (item.location) lines.push(`LOCATION:${escapeText(item.location)}`);
  lines.push(
    `URL:${origin.replace(/\/$/, '')}${itemPath(item)}`,
    `STATUS:${item.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** 'family-picnic.ics': the title in lower case, letters and digits only (accents dropped). */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
