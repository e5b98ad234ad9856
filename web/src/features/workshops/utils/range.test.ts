import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRange, thisMonth, thisWeek } from './range';

describe('date ranges', () => {
  it('starts the week on Monday', () => {
    const sunday = dayjs(new Date(2026, 2, 8, 15, 0));
    expect(thisWeek(sunday)).toEqual({
      from: new Date(2026, 2, 2).toISOString(),
      to: new Date(2026, 2, 9).toISOString(),
    });
  });

  it('defaults to the month and sends whole days', () => {
    expect(thisMonth(dayjs(new Date(2026, 1, 14)))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dayRange('2026-02-01', '2026-02-28')).toEqual({
      from: new Date(2026, 1, 1).toISOString(),
      to: new Date(2026, 2, 1).toISOString(),
    });
    expect(dayRange('2026-02-28', '2026-02-01')).toBeNull();
    expect(dayRange('', '2026-02-01')).toBeNull();
  });
});
