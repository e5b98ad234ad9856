import type { TFunction } from 'i18next';
import type { RsvpCounts } from '../api/rsvp';

/**
 * Staff's counts in words, compact: "12 yes · 2 can't · 1 late · 5 no answer" (`none` where the
 * number of fathers who did not answer is known: a session's own answers, not the calendar's).
 */
export function rsvpCountsText(t: TFunction, counts: RsvpCounts & { none?: number }): string {
  return [
    t('rsvp.counts.yes', { count: counts.yes }),
    t('rsvp.counts.no', { count: counts.no }),
    t('rsvp.counts.late', { count: counts.late }),
    ...(counts.none === undefined ? [] : [t('rsvp.counts.none', { count: counts.none })]),
  ].join(' · ');
}
