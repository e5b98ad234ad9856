import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { Week } from '../api/types';
import { overallRate, weekPoints } from './chart';

const weeks: Week[] = [
  { weekStart: '2026-03-02', rate: 0.75, sessions: 2, attended: 6, countable: 8 },
  { weekStart: '2026-03-09', rate: 0, sessions: 0, attended: 0, countable: 0 },
  { weekStart: '2026-03-16', rate: 0, sessions: 1, attended: 0, countable: 4 },
  { weekStart: '2026-03-23', rate: 2 / 3, sessions: 1, attended: 2, countable: 3 },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('attendance by week', () => {
  it('labels each Monday and gives whole percents, no bar for a week where nothing counted', () => {
    expect(weekPoints(weeks)).toEqual([
      { weekStart: '2026-03-02', label: 'Mar 2', percent: 75, sessions: 2, attended: 6, countable: 8 },
      { weekStart: '2026-03-09', label: 'Mar 9', percent: null, sessions: 0, attended: 0, countable: 0 },
      { weekStart: '2026-03-16', label: 'Mar 16', percent: 0, sessions: 1, attended: 0, countable: 4 },
      { weekStart: '2026-03-23', label: 'Mar 23', percent: 67, sessions: 1, attended: 2, countable: 3 },
    ]);
  });

  it('names the weeks in Spanish for a Spanish reader, the day before the month', async () => {
    await i18n.changeLanguage('es');
    expect(dayjs.locale()).toBe('es');
    expect(weekPoints(weeks.slice(0, 1))[0].label).toBe('2 mar');
  });

  it('weighs the period’s rate by the sessions that counted', () => {
    expect(overallRate(weeks)).toBeCloseTo(8 / 15);
    expect(overallRate([weeks[1]])).toBeNull();
  });
});
