import dayjs from 'dayjs';
import { itemPath } from '../utils/calendar-item';
import { rsvpCountsOf, type RsvpCounts } from '@/features/rsvp';
import { formatRange, formatTime, INPUT_DATE_FORMAT } from '@/lib/dates';
import type { CalendarItem, PastAttendance } from '../api/types';

// How the API's items become FullCalendar's events. Kept apart from the calendar component so
// that neither the tests nor the other pages of the feature load FullCalendar for it.

/**
 * The API gives an all-day item's last day (included); FullCalendar wants the day after it
 * (excluded). '2026-12-03' → '2026-12-04'.
 */
export function exclusiveEnd(lastDay: string): string {
  return dayjs(lastDay.slice(0, 10), INPUT_DATE_FORMAT).add(1, 'day').format(INPUT_DATE_FORMAT);
}

/** Sessions and events differ in colour and in their icon and label, never in colour alone. */
export const KIND_COLORS: Record<CalendarItem['kind'], string> = {
  session: 'var(--mantine-color-blue-7)',
  event: 'var(--mantine-color-teal-8)',
};
export const CANCELLED_COLOR = 'var(--mantine-color-gray-7)';

/**
 * What staff read of an item beside its title: the answers while they still matter; once a
 * session has ended, who came, or that no one marked it.
 */
export type ItemRecord =
  | { type: 'rsvps'; counts: RsvpCounts }
  | { type: 'attendance'; attendance: PastAttendance }
  | { type: 'notTaken' };

/** What staff's calendar knows of its sessions that have ended. */
export interface PastSessions {
  /** The range's marks by session id; null until they are in. */
  attendance: ReadonlyMap<string, PastAttendance> | null;
  /**
   * Whether `attendance` is the shown range's own answer: until it is (another range's answer
   * kept on screen), a session missing from it may have marks, and is not called unmarked.
   */
  current: boolean;
  /** The time the calendar is drawn at (ms). */
  now: number;
  /**
   * Whether the reader marks this group's sessions: marks are counted over his scope only, so
   * another group's session may have none for him and still have been marked.
   */
  marks: (groupId: string | null) => boolean;
}

/** What the calendar's renderer needs to know beyond the title and the times. */
export interface ItemDetails {
  kind: CalendarItem['kind'];
  status: CalendarItem['status'];
  location: string;
  groupName: string | null;
  /** Staff: the answers, or a past session's attendance (null: nothing to say, or a father's calendar). */
  record: ItemRecord | null;
}

/** FullCalendar's EventInput, the fields used here. */
export interface CalendarEntry {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  extendedProps: ItemDetails;
}

/**
 * What staff see of an item. A cancelled session says nothing; a session that has ended says who
 * came (the server sends marks only for those), or that attendance was not taken where the reader
 * takes it; any other item keeps its answers. Without `past` (a father's calendar), the answers.
 */
export function recordOf(item: CalendarItem, past?: PastSessions): ItemRecord | null {
  if (item.status === 'cancelled') return null;
  const counts = rsvpCountsOf(item);
  const answers: ItemRecord | null = counts && { type: 'rsvps', counts };
  if (item.kind !== 'session' || !past) return answers;
  const attendance = past.attendance?.get(item.id);
  if (attendance) return { type: 'attendance', attendance };
  if (Date.parse(item.endsAt) > past.now) return answers;
  // Ended: its answers no longer matter, and "not taken" is said only when it is known.
  return past.attendance && past.current && past.marks(item.groupId ?? null) ? { type: 'notTaken' } : null;
}

export function toCalendarEntry(item: CalendarItem, past?: PastSessions): CalendarEntry {
  const cancelled = item.status === 'cancelled';
  const color = cancelled ? CANCELLED_COLOR : KIND_COLORS[item.kind];
  return {
    // A session and an event may share an id: the kind keeps them apart.
    id: `${item.kind}:${item.id}`,
    title: item.title,
    start: item.allDay ? item.startsAt.slice(0, 10) : item.startsAt,
    end: item.allDay ? exclusiveEnd(item.endsAt) : item.endsAt,
    allDay: item.allDay,
    url: itemPath(item),
    backgroundColor: color,
    borderColor: color,
    textColor: 'white',
    classNames: [`fm-${item.kind}`, ...(cancelled ? ['fm-cancelled'] : [])],
    extendedProps: {
      kind: item.kind,
      status: item.status,
      location: item.location,
      groupName: item.groupName ?? null,
      record: recordOf(item, past),
    },
  };
}

/**
 * A session that runs past midnight (18:00 to 00:30) belongs to the day it starts: it is one row
 * of the list and one bar of the month. It is shown on the next day too only if it lasts into
 * that day's morning (FullCalendar's `nextDayThreshold`).
 */
export const NEXT_DAY_THRESHOLD_HOURS = 9;

/**
 * When a timed item is, as the list says it: its start and end times ('6:00 PM – 7:30 PM',
 * '18:00 – 19:30' in Spanish), a night's end too ('23:00 – 0:30'); with their days when it
 * lasts into a later day's morning.
 */
export function listTimeText(start: Date | null, end: Date | null): string {
  if (!start) return '';
  if (!end) return formatTime(start);
  const nextMorning = dayjs(start).startOf('day').add(1, 'day').add(NEXT_DAY_THRESHOLD_HOURS, 'hour');
  return dayjs(end).isAfter(nextMorning) ? formatRange(start, end) : `${formatTime(start)} – ${formatTime(end)}`;
}
