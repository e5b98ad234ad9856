import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { followUpDay, presetOf } from './follow-up';

describe('follow-up presets', () => {
  const lateFriday = dayjs('2026-01-30T23:30:00');

  it('counts whole days from today, across months', () => {
    expect(followUpDay('tomorrow', lateFriday)).toBe('2026-01-31');
    expect(followUpDay('threeDays', lateFriday)).toBe('2026-02-02');
    expect(followUpDay('nextWeek', lateFriday)).toBe('2026-02-06');
  });

  it('names the preset a day matches, or none', () => {
    expect(presetOf('2026-02-02', lateFriday)).toBe('threeDays');
    expect(presetOf('2026-02-03', lateFriday)).toBeNull();
    expect(presetOf('', lateFriday)).toBeNull();
  });
});
