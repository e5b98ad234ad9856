import type { TFunction } from 'i18next';
import { rsvpCountsText } from '@/features/rsvp';
import type { PastAttendance } from '../api/types';
import type { ItemRecord } from './items';

/**
 * A past session's attendance in words: "6 came", "7 of 9 came" when some marked did not come,
 * and "(2 checked in)" when fathers marked themselves with the check-in code.
 */
export function attendanceText(t: TFunction, { marked, attended, checkedIn }: PastAttendance): string {
  const came =
    marked > attended
      ? t('calendar.attendance.cameOf', { count: attended, marked })
      : t('calendar.attendance.came', { count: attended });
  return checkedIn > 0 ? [came, t('calendar.attendance.checkedIn', { count: checkedIn })].join(' ') : came;
}

/** Staff's line of an item in words: its answers, or a past session's attendance. */
export function recordText(t: TFunction, record: ItemRecord): string {
  switch (record.type) {
    case 'rsvps':
      return rsvpCountsText(t, record.counts);
    case 'attendance':
      return attendanceText(t, record.attendance);
    case 'notTaken':
      return t('calendar.attendance.notTaken');
  }
}
