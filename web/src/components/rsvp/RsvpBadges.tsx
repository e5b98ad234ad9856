import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarkMethod, Rsvp, RsvpAnswer } from '@/lib/api/rsvp';

const COLORS: Record<RsvpAnswer, string> = { yes: 'green', no: 'red', late: 'orange' };

/**
 * A roster line's answer and check-in, for staff: "said yes", "can't make it: child sick",
 * "running late", and "checked in" when the father marked himself with the session's code.
 * Words, not only colours; a long reason wraps instead of being cut.
 */
export function RsvpBadges({ rsvp, method, id }: { rsvp: Rsvp | null; method: MarkMethod | null; id?: string }) {
  const { t } = useTranslation();
  if (!rsvp && method !== 'check-in') return null;
  return (
    <Group gap={4} id={id} wrap="wrap">
      {rsvp && (
        <Badge
          variant="light"
          color={COLORS[rsvp.answer]}
          size="sm"
          tt="none"
          h="auto"
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {rsvp.answer === 'no' && rsvp.note ? t('rsvp.badge.noWithNote', { note: rsvp.note }) : t(`rsvp.badge.${rsvp.answer}`)}
        </Badge>
      )}
      {method === 'check-in' && (
        <Badge variant="outline" color="blue" size="sm" tt="none">
          <span aria-hidden="true">✓ </span>
          {t('rsvp.badge.checkedIn')}
        </Badge>
      )}
    </Group>
  );
}
