import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayDate,
  formatDayRange,
  formatRange,
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
