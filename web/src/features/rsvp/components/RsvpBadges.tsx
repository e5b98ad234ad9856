import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MarkMethod, Rsvp, RsvpAnswer } from '../api/rsvp';
import classes from './rsvp-badges.module.css';

/**
 * A roster line's answer and check-in, for staff: "said yes", "can't make it: child sick",
 * "running late", and "checked in" when the father marked himself with the session's code.
 * Words, not only colours; a long reason wraps instead of being cut. Plain elements: one
 * per father of a roster, drawn on a slow phone.
 */
export function RsvpBadges(props: RsvpBadgesProps) {
  const { t } = useTranslation();
  return <RsvpBadgeList {...props} t={t} />;
}

interface RsvpBadgesProps {
  rsvp: Rsvp | null;
  method: MarkMethod | null;
  id?: string;
}

/** The badges' fixed words in one language, translated once for a whole roster. */
export function rsvpBadgeWords(t: TFunction) {
  return {
    yes: t('rsvp.badge.yes'),
    no: t('rsvp.badge.no'),
    late: t('rsvp.badge.late'),
    checkedIn: t('rsvp.badge.checkedIn'),
  } satisfies Record<RsvpAnswer | 'checkedIn', string>;
}

/**
 * RsvpBadges with the translation given: a roster's rows, which have it already, do not each
 * subscribe to the language once more for their badges, nor translate the same few words
 * again (issue 29).
 */
export function RsvpBadgeList({ rsvp, method, id, t, words }: RsvpBadgesProps & { t: TFunction; words?: RsvpBadgeWords }) {
  if (!rsvp && method !== 'check-in') return null;
  return (
    <div className={classes.badges} id={id}>
      {rsvp && (
        <span className={`${classes.badge} ${classes[rsvp.answer]}`}>
          {rsvp.answer === 'no' && rsvp.note
            ? t('rsvp.badge.noWithNote', { note: rsvp.note })
            : (words?.[rsvp.answer] ?? t(`rsvp.badge.${rsvp.answer}`))}
        </span>
      )}
      {method === 'check-in' && (
        <span className={`${classes.badge} ${classes.checkedIn}`}>
          <span aria-hidden="true">✓ </span>
          {words?.checkedIn ?? t('rsvp.badge.checkedIn')}
        </span>
      )}
    </div>
  );
}

export type RsvpBadgeWords = ReturnType<typeof rsvpBadgeWords>;
