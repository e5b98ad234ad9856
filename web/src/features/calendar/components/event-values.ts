import dayjs from 'dayjs';
import { fromDateInput, fromDateTimeInput, INPUT_DATE_FORMAT, toDateTimeInput } from '@/lib/dates';
import type { CalendarEvent, EventInput, NewEventInput } from '../api/types';

/**
 * The event form's values, as its inputs hold them: start and end are 'YYYY-MM-DDTHH:mm'
 * (local time) for a timed event and 'YYYY-MM-DD' for an all-day one; groupId '' is everyone.
 */
export interface EventFormValues {
  title: string;
  description: string;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  location: string;
  groupId: string;
}

/** A new event: the next full hour, for an hour, for everyone. */
export function newEventValues(now = dayjs()): EventFormValues {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    title: '',
    description: '',
    allDay: false,
    startsAt: toDateTimeInput(start),
    endsAt: toDateTimeInput(start.add(1, 'hour')),
    location: '',
    groupId: '',
  };
}

export function eventValues(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    allDay: event.allDay,
    startsAt: event.allDay ? event.startsAt.slice(0, 10) : toDateTimeInput(event.startsAt),
    endsAt: event.allDay ? event.endsAt.slice(0, 10) : toDateTimeInput(event.endsAt),
    location: event.location,
    groupId: event.groupId ?? '',
  };
}

/** When a value means in this mode: a day's start for all-day events, the instant otherwise. */
export function readWhen(value: string, allDay: boolean): Date | null {
  return allDay ? fromDateInput(value) : fromDateTimeInput(value);
}

/** The form's strings as the API takes them: dates for all-day events, instants (UTC) otherwise. */
export function toEventInput(values: EventFormValues): NewEventInput {
  const when = (value: string) =>
    values.allDay ? value : (fromDateTimeInput(value)?.toISOString() ?? value);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    allDay: values.allDay,
    startsAt: when(values.startsAt),
    endsAt: when(values.endsAt),
    location: values.location.trim(),
    groupId: values.groupId || null,
  };
}

/** What an edit changed. Start, end and all-day go together: each is read in the light of the others. */
export function eventChanges(before: EventFormValues, after: EventFormValues): EventInput {
  const [from, to] = [toEventInput(before), toEventInput(after)];
  const changes: EventInput = {};
  if (from.title !== to.title) changes.title = to.title;
  if (from.description !== to.description) changes.description = to.description;
  if (from.location !== to.location) changes.location = to.location;
  if (from.groupId !== to.groupId) changes.groupId = to.groupId;
  if (from.allDay !== to.allDay || from.startsAt !== to.startsAt || from.endsAt !== to.endsAt) {
    Object.assign(changes, { allDay: to.allDay, startsAt: to.startsAt, endsAt: to.endsAt });
  }
  return changes;
}

/** The time of a 'YYYY-MM-DDTHH:mm' value ('18:30'), or null. */
export function timeOf(value: string): string | null {
  const date = fromDateTimeInput(value);
  return date ? dayjs(date).format('HH:mm') : null;
}

/**
 * Switching between all-day and timed keeps the days: '2026-12-01T18:00' becomes '2026-12-01',
 * and a day gets `time` back. A value that is not a day stays as it is, for the form to flag.
 */
export function switchMode(value: string, allDay: boolean, time: string): string {
  const day = value.slice(0, 10);
  if (!dayjs(day, INPUT_DATE_FORMAT, true).isValid()) return value;
  return allDay ? day : `${day}T${time}`;
}
