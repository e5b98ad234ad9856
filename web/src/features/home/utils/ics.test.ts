import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@/features/calendar';
import { escapeText, foldLine, icsFileName, toIcs } from './ics';

function item(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    kind: 'session',
    id: 's1',
    title: 'Session 2: Talking with your kids',
    startsAt: '2026-05-01T18:00:00Z',
    endsAt: '2026-05-01T19:30:00Z',
    allDay: false,
    location: 'Community Center, Room 2',
    groupId: 'g1',
    groupName: 'Tuesday Dads',
    status: 'scheduled',
    cycleId: 'c1',
    ...overrides,
  };
}

const NOW = new Date('2026-04-20T10:11:12.345Z');

describe('add to calendar', () => {
  it('writes one timed event in UTC with the feed’s UID and a link to its page', () => {
    const ics = toIcs(item(), 'https://dads.example.org/', NOW);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fatherhood Matters//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:session-s1@fatherhood-matters',
      'DTSTAMP:20260420T101112Z',
      'DTSTART:20260501T180000Z',
      'DTEND:20260501T193000Z',
      'SUMMARY:Session 2: Talking with your kids',
      'LOCATION:Community Center\\, Room 2',
      'URL:https://dads.example.org/cycles/c1/sessions/s1',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes an all-day event as dates, ending the day after its last', () => {
    const ics = toIcs(
      item({ kind: 'event', id: 'e1', cycleId: null, allDay: true, startsAt: '2026-12-31', endsAt: '2027-01-01', location: '' }),
      'http://localhost:8080',
      NOW,
    );
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270102\r\n');
    expect(ics).toContain('\r\nURL:http://localhost:8080/calendar/e1\r\n');
    expect(ics).not.toContain('LOCATION');
  });

  it('marks a cancelled session so', () => {
    expect(toIcs(item({ status: 'cancelled' }), 'http://x', NOW)).toContain('\r\nSTATUS:CANCELLED\r\n');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'ñ'.repeat(60)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
  });

  it('names the file after the item', () => {
    expect(icsFileName('Día de la familia: picnic!')).toBe('dia-de-la-familia-picnic.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});
