import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from './items';
import { listDays } from './month-list';

function entry(id: string, start: string, end: string, allDay = false): CalendarEntry {
  return {
    id,
    title: id,
    start,
    end,
    allDay,
    url: `/calendar/${id}`,
    backgroundColor: '',
    borderColor: '',
    textColor: '',
    classNames: [],
    extendedProps: { kind: 'event', status: 'scheduled', location: '', groupName: null, record: null },
  };
}

const local = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();
const december = dayjs(new Date(2026, 11, 1));

describe('the month’s list', () => {
  it('puts a night session on the day it starts, and one into the next morning on both days', () => {
    const days = listDays([entry('night', local(9, 23), local(10, 0, 30)), entry('overnight', local(12, 20), local(13, 11))], december);
    expect(days.map(({ day, entries }) => [day, entries.map((e) => e.id)])).toEqual([
      ['2026-12-09', ['night']],
      ['2026-12-12', ['overnight']],
      ['2026-12-13', ['overnight']],
    ]);
  });

  it('shows an all-day item on each of its days in the month, first on its day', () => {
    const days = listDays([entry('dinner', local(31, 18), local(31, 20)), entry('camp', '2026-12-30', '2027-01-03', true)], december);
    expect(days.map(({ day, entries }) => [day, entries.map((e) => e.id)])).toEqual([
      ['2026-12-30', ['camp']],
      ['2026-12-31', ['camp', 'dinner']],
    ]);
    expect(listDays([entry('camp', '2026-11-29', '2026-12-02', true)], december).map(({ day }) => day)).toEqual(['2026-12-01']);
  });

  it('orders a day’s items by their start, and leaves out other months', () => {
    const days = listDays([entry('late', local(5, 19), local(5, 20)), entry('early', local(5, 9), local(5, 10)), entry('next', '2027-01-04T18:00:00Z', '2027-01-04T19:00:00Z')], december);
    expect(days).toHaveLength(1);
    expect(days[0].entries.map((e) => e.id)).toEqual(['early', 'late']);
  });
});
