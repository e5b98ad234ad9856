import { useTranslation } from 'react-i18next';
import type { MarkMethod, Rsvp } from '@/lib/api/rsvp';
import classes from './rsvp-badges.module.css';

/**
 * A roster line's answer and check-in, for staff: "said yes", "can't make it: child sick",
 * "running late", and "checked in" when the father marked himself with the session's code.
 * Words, not only colours; a long reason wraps instead of being cut. Plain elements: one
 * per father of a roster, drawn on a slow phone.
 */
export function RsvpBadges({ rsvp, method, id }: { rsvp: Rsvp | null; method: MarkMethod | null; id?: string }) {
  const { t } = useTranslation();
  if (!rsvp && method !== 'check-in') return null;
  return (
    <div className={classes.badges} id={id}>
      {rsvp && (
        <span className={`${classes.badge} ${classes[rsvp.answer]}`}>
          {rsvp.answer === 'no' && rsvp.note ? t('rsvp.badge.noWithNote', { note: rsvp.note }) : t(`rsvp.badge.${rsvp.answer}`)}
        </span>
      )}
      {method === 'check-in' && (
        <span className={`${classes.badge} ${classes.checkedIn}`}>
          <span aria-hidden="true">✓ </span>
          {t('rsvp.badge.checkedIn')}
        </span>
      )}
    </div>
  );
}
