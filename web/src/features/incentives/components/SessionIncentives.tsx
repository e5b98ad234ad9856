import { Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { Section } from '@/components/Section';
import type { RosterEntry, Session } from '@/lib/api/program';
import { usePhone } from '@/lib/media';
import type { IncentiveKind } from '../api/types';
import { attendedSession, type GivenSoFar } from '../utils/session';

// The form (and the form library and the kit's pickers it brings) downloads when staff open it:
// the session page is where a coordinator takes attendance on a phone, and must stay light.
const GiveIncentivesForm = lazy(() => import('./GiveIncentivesForm'));

/**
 * Once attendance is taken, staff who run the group give the fathers who came their incentive
 * (a gift card, a bus pass) in one form. Nothing shows before anyone is marked present or late.
 */
export function SessionIncentives({ session, roster }: { session: Session; roster: RosterEntry[] }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  // Who was given what from this page: the form shows them as such and leaves them unchecked.
  const [given, setGiven] = useState<GivenSoFar>({});
  const came = roster.filter(attendedSession).length;
  if (session.status === 'cancelled' || came === 0) return null;

  const onGiven = (kind: IncentiveKind, fatherIds: string[]) =>
    setGiven((before) => ({ ...before, [kind]: [...new Set([...(before[kind] ?? []), ...fatherIds])] }));

  return (
    <Section
      title={t('incentives.session.title')}
      actions={
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('incentives.session.open')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t('incentives.session.description', { count: came })}
      </Text>
      <Dialog opened={open} onClose={() => setOpen(false)} title={t('incentives.session.formTitle', { title: session.title })} fullScreen={phone}>
        {open && (
          <Suspense fallback={null}>
            <GiveIncentivesForm sessionId={session.id} roster={roster} given={given} onGiven={onGiven} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </Section>
  );
}
