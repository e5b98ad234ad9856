import { describe, expect, it } from 'vitest';
import type { CalendarItem, PastAttendance } from '../api/types';
import { exclusiveEnd, listTimeText, recordOf, toCalendarEntry, type PastSessions } from './items';

function item(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    kind: 'event',
    id: 'e1',
    title: 'Family picnic',
    startsAt: '2026-12-05T17:00:00Z',
    endsAt: '2026-12-05T20:00:00Z',
    allDay: false,
    location: 'Riverside Park',
    groupId: null,
    groupName: null,
    status: 'scheduled',
    cycleId: null,
    ...overrides,
  };
}

describe('calendar items', () => {
  it('turns the last day of an all-day item into the day after it, as FullCalendar wants', () => {
    expect(exclusiveEnd('2026-12-03')).toBe('2026-12-04');
    expect(exclusiveEnd('2026-12-31')).toBe('2027-01-01');
    expect(exclusiveEnd('2028-02-28')).toBe('2028-02-29');
    const oneDay = toCalendarEntry(item({ allDay: true, startsAt: '2026-12-05', endsAt: '2026-12-05' }));
    expect(oneDay).toMatchObject({ allDay: true, start: '2026-12-05', end: '2026-12-06' });
    const weekend = toCalendarEntry(item({ allDay: true, startsAt: '2026-12-05', endsAt: '2026-12-06' }));
    expect(weekend).toMatchObject({ start: '2026-12-05', end: '2026-12-07' });
  });

  it('keeps the instants of a timed item', () => {
    expect(toCalendarEntry(item())).toMatchObject({
      allDay: false,
      start: '2026-12-05T17:00:00Z',
      end: '2026-12-05T20:00:00Z',
    });
  });

  it('links an event to its page and a session to its page in its cycle', () => {
    expect(toCalendarEntry(item()).url).toBe('/calendar/e1');
    expect(toCalendarEntry(item({ kind: 'session', id: 's3', cycleId: 'c1' })).url).toBe('/cycles/c1/sessions/s3');
  });

  it('tells sessions, events and cancelled sessions apart by more than colour', () => {
    const event = toCalendarEntry(item());
    const session = toCalendarEntry(item({ kind: 'session', id: 'e1', cycleId: 'c1' }));
    const cancelled = toCalendarEntry(item({ kind: 'session', id: 's2', cycleId: 'c1', status: 'cancelled' }));
    expect(event.backgroundColor).not.toBe(session.backgroundColor);
    expect(event.classNames).toEqual(['fm-event']);
    expect(session.classNames).toEqual(['fm-session']);
    expect(cancelled.classNames).toEqual(['fm-session', 'fm-cancelled']);
    expect(cancelled.extendedProps).toMatchObject({ kind: 'session', status: 'cancelled' });
    // An event and a session with the same id stay two entries.
    expect(event.id).not.toBe(session.id);
  });
});

describe('what staff read of an item', () => {
  const NOW = Date.parse('2026-12-10T21:00:00Z');
  const COUNTS = { yes: 5, no: 1, late: 2 };
  const ended = item({ kind: 'session', id: 's6', cycleId: 'c1', groupId: 'g1', startsAt: '2026-12-08T00:00:00Z', endsAt: '2026-12-08T01:30:00Z', rsvps: COUNTS });
  const tonight = item({ kind: 'session', id: 's7', cycleId: 'c1', groupId: 'g1', startsAt: '2026-12-11T00:00:00Z', endsAt: '2026-12-11T01:30:00Z', rsvps: COUNTS });
  const marks: PastAttendance = { sessionId: 's6', marked: 8, attended: 6, checkedIn: 2 };
  function past(overrides: Partial<PastSessions> = {}): PastSessions {
    return { attendance: new Map([['s6', marks]]), current: true, now: NOW, marks: () => true, ...overrides };
  }

  it('gives a session that has ended its attendance, and one still to come its answers', () => {
    expect(recordOf(ended, past())).toEqual({ type: 'attendance', attendance: marks });
    expect(recordOf(tonight, past())).toEqual({ type: 'rsvps', counts: COUNTS });
    // Under way: answers still.
    expect(recordOf({ ...tonight, startsAt: '2026-12-10T20:00:00Z' }, past())).toEqual({ type: 'rsvps', counts: COUNTS });
  });

  it('says attendance was not taken only when the range’s marks are in and the reader takes them', () => {
    const none = past({ attendance: new Map() });
    expect(recordOf(ended, none)).toEqual({ type: 'notTaken' });
    expect(recordOf(ended, past({ attendance: null }))).toBeNull();
    expect(recordOf(ended, { ...none, current: false })).toBeNull();
    expect(recordOf(ended, { ...none, marks: (groupId) => groupId !== 'g1' })).toBeNull();
  });

  it('leaves events and a father’s calendar as they were, and says nothing of a cancelled session', () => {
    const picnic = item({ endsAt: '2026-12-05T20:00:00Z', rsvps: COUNTS });
    expect(recordOf(picnic, past())).toEqual({ type: 'rsvps', counts: COUNTS });
    expect(recordOf({ ...ended, rsvps: undefined })).toBeNull();
    expect(recordOf({ ...ended, status: 'cancelled' }, past())).toBeNull();
  });
});

describe('an item’s times in the list', () => {
  it('gives a session its start and end, a night’s end past midnight included, and the days of one that lasts into a later morning', () => {
    expect(listTimeText(new Date(2026, 11, 8, 18, 0), new Date(2026, 11, 8, 19, 30))).toBe('6:00 PM – 7:30 PM');
    expect(listTimeText(new Date(2026, 11, 8, 23, 0), new Date(2026, 11, 9, 0, 30))).toBe('11:00 PM – 12:30 AM');
    expect(listTimeText(new Date(2026, 11, 8, 18, 0), new Date(2026, 11, 9, 12, 0))).toBe('Dec 8, 2026 6:00 PM – Dec 9, 2026 12:00 PM');
    expect(listTimeText(new Date(2026, 11, 8, 18, 0), null)).toBe('6:00 PM');
  });
});
