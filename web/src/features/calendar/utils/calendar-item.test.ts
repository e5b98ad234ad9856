import { describe, expect, it } from 'vitest';
import { formatWhen, itemPath } from './calendar-item';

describe('calendar items', () => {
  it('link an event to its page and a session to its page in its cycle', () => {
    expect(itemPath({ kind: 'event', id: 'e1', cycleId: null })).toBe('/calendar/e1');
    expect(itemPath({ kind: 'session', id: 's3', cycleId: 'c1' })).toBe('/cycles/c1/sessions/s3');
  });

  it('say when in the product’s date format, an all-day item by its days', () => {
    expect(formatWhen({ startsAt: '2026-12-05', endsAt: '2026-12-06', allDay: true })).toBe('Dec 5, 2026 – Dec 6, 2026');
    expect(formatWhen({ startsAt: '2026-12-05', endsAt: '2026-12-05', allDay: true })).toBe('Dec 5, 2026');
    const local = (hour: number) => new Date(2026, 11, 5, hour, 0).toISOString();
    expect(formatWhen({ startsAt: local(18), endsAt: local(19), allDay: false })).toBe('Dec 5, 2026 6:00 PM – 7:00 PM');
  });
});
