import { describe, expect, it } from 'vitest';
import { buildSchedule, DEFAULT_SCHEDULE, sessionDates } from './schedule';

describe('schedule builder', () => {
  it('sends a count, or an end date, never both', () => {
    const base = { ...DEFAULT_SCHEDULE, weekdays: ['4', '2'], startTime: '18:30', durationMinutes: '120' };
    expect(buildSchedule({ ...base, ends: 'count', count: '8', until: '2026-05-01' }, 'America/Chicago')).toEqual({
      weekdays: [2, 4],
      startTime: '18:30',
      durationMinutes: 120,
      count: 8,
      skipDates: [],
      timezone: 'America/Chicago',
    });
    expect(buildSchedule({ ...base, ends: 'until', count: '8', until: '2026-05-01', skipDates: ['2026-04-09', '2026-04-02'] }, 'UTC')).toEqual({
      weekdays: [2, 4],
      startTime: '18:30',
      durationMinutes: 120,
      until: '2026-05-01',
      skipDates: ['2026-04-02', '2026-04-09'],
      timezone: 'UTC',
    });
  });

  it('previews the dates the server generates', () => {
    // 2026-03-03 is a Tuesday.
    const weekly = buildSchedule({ ...DEFAULT_SCHEDULE, weekdays: ['2'], count: '3', skipDates: ['2026-03-10'] }, 'UTC');
    expect(sessionDates(weekly, '2026-03-03', '2026-03-04')).toEqual(['2026-03-03', '2026-03-17', '2026-03-24']);
    const twice = buildSchedule({ ...DEFAULT_SCHEDULE, weekdays: ['2', '4'], ends: 'until', until: '' }, 'UTC');
    expect(sessionDates(twice, '2026-03-03', '2026-03-12')).toEqual(['2026-03-03', '2026-03-05', '2026-03-10', '2026-03-12']);
    expect(sessionDates({ ...twice, weekdays: [] }, '2026-03-03', '2026-03-12')).toEqual([]);
  });
});
