import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import {
  formatDate,
  formatDay,
  formatDayDate,
  formatDayRange,
  formatMonthDay,
  formatRange,
  formatTime,
  formatTimestamp,
  fromDateInput,
  fromDateTimeInput,
  toDateInput,
  toDateTimeInput,
} from './dates';

// Local time, so the tests hold in any time zone.
const afternoon = new Date(2025, 0, 5, 15, 7);
const morning = new Date(2024, 11, 31, 9, 30);

describe('the product’s date formats', () => {
  it('displays dates as MMM D, YYYY h:mm A', () => {
    expect(formatDate(afternoon)).toBe('Jan 5, 2025 3:07 PM');
    expect(formatDate(morning)).toBe('Dec 31, 2024 9:30 AM');
  });

  it('names the day before the display format where a day is planned around', () => {
    expect(formatDayDate(afternoon)).toBe('Sunday, Jan 5, 2025 3:07 PM');
  });

  it('shows timestamps as MM/DD/YY h:mm A', () => {
    expect(formatTimestamp(afternoon)).toBe('01/05/25 3:07 PM');
    expect(formatTimestamp(morning)).toBe('12/31/24 9:30 AM');
  });

  it('fills date-time inputs as YYYY-MM-DDTHH:mm and reads them back', () => {
    expect(toDateTimeInput(afternoon)).toBe('2025-01-05T15:07');
    expect(fromDateTimeInput('2025-01-05T15:07')?.getTime()).toBe(afternoon.getTime());
  });

  it('accepts RFC 3339 strings from the server', () => {
    const iso = afternoon.toISOString();
    expect(formatDate(iso)).toBe('Jan 5, 2025 3:07 PM');
  });

  it('shows nothing for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatTimestamp('not a date')).toBe('');
    expect(fromDateTimeInput('2025-13-45T99:99')).toBeNull();
  });
});

describe('calendar dates and ranges', () => {
  it('shows a YYYY-MM-DD date as that day, without a time', () => {
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
    expect(toDateInput(afternoon)).toBe('2025-01-05');
  });

  it('shows a range on one day with the end time only', () => {
    expect(formatRange(afternoon, new Date(2025, 0, 5, 16, 37))).toBe('Jan 5, 2025 3:07 PM – 4:37 PM');
    expect(formatRange(afternoon, new Date(2025, 0, 6, 1, 0))).toBe('Jan 5, 2025 3:07 PM – Jan 6, 2025 1:00 AM');
  });
});

describe('days', () => {
  it('shows a span of whole days as its first and last day, and one day once', () => {
    expect(formatDayRange('2026-12-05', '2026-12-05')).toBe('Dec 5, 2026');
    expect(formatDayRange('2026-12-05', '2026-12-07')).toBe('Dec 5, 2026 – Dec 7, 2026');
  });

  it('reads date inputs, and only real days', () => {
    expect(fromDateInput('2026-12-05')?.getTime()).toBe(new Date(2026, 11, 5).getTime());
    expect(fromDateInput('2026-02-30')).toBeNull();
    expect(fromDateInput('2026-12-05T10:00')).toBeNull();
  });
});

describe('dates in Spanish', () => {
  it('puts the day before the month and reads the clock on 24 hours', async () => {
    await i18n.changeLanguage('es');
    expect(formatDate(new Date(2026, 10, 28, 23, 25))).toBe('28 nov 2026 23:25');
    expect(formatDate(afternoon)).toBe('5 ene 2025 15:07');
    expect(formatDate(morning)).toBe('31 dic 2024 9:30');
    expect(formatDayDate(afternoon)).toBe('domingo, 5 ene 2025 15:07');
    expect(formatTimestamp(afternoon)).toBe('05/01/25 15:07');
    expect(formatTime(afternoon)).toBe('15:07');
    expect(formatDay('2025-01-05')).toBe('5 ene 2025');
    expect(formatMonthDay('2026-03-02')).toBe('2 mar');
    expect(formatRange(afternoon, new Date(2025, 0, 5, 16, 37))).toBe('5 ene 2025 15:07 – 16:37');
    expect(formatDayRange('2026-12-05', '2026-12-07')).toBe('5 dic 2026 – 7 dic 2026');
  });

  it('leaves English as it was, once the language is English again', async () => {
    await i18n.changeLanguage('es');
    await i18n.changeLanguage('en');
    expect(formatDate(afternoon)).toBe('Jan 5, 2025 3:07 PM');
    expect(formatTime(afternoon)).toBe('3:07 PM');
    expect(formatMonthDay('2026-03-02')).toBe('Mar 2');
  });

  it('leaves the inputs’ formats alone', async () => {
    await i18n.changeLanguage('es');
    expect(toDateTimeInput(afternoon)).toBe('2025-01-05T15:07');
    expect(toDateInput(afternoon)).toBe('2025-01-05');
  });
});

describe('a day in the Americas', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('shows a plain day, or a day sent as midnight UTC (a join date), as that day and never the day before', () => {
    process.env.TZ = 'America/Chicago';
    // What the rule is for: read as an instant, midnight UTC is the evening before in Chicago.
    expect(new Date('2026-11-09T00:00:00Z').getDate()).toBe(8);
    expect(formatDay('2026-11-09')).toBe('Nov 9, 2026');
    expect(formatDay('2026-11-09T00:00:00Z')).toBe('Nov 9, 2026');
    expect(formatDay('2026-11-09T00:00:00.000Z')).toBe('Nov 9, 2026');
    expect(formatDayRange('2026-11-09', '2026-11-10')).toBe('Nov 9, 2026 – Nov 10, 2026');
  });

  it('shows an instant of the day as its day where the viewer is', () => {
    process.env.TZ = 'America/Chicago';
    expect(formatDay('2026-11-09T15:30:00.000Z')).toBe('Nov 9, 2026');
    expect(formatDay('2026-11-10T03:30:00.000Z')).toBe('Nov 9, 2026');
  });
});
