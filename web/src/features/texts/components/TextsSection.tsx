import { Alert, Anchor, Stack, Text as Words } from '@mantine/core';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Section } from '@/components/Section';
import { fullName } from '@/components/program/labels';
import type { Father } from '@/lib/api/program';
import { useTexts } from '../api/get-texts';
import { TextComposer } from './TextComposer';
import { TextThread } from './TextThread';
import { useMarkReadWhenSeen } from './useMarkReadWhenSeen';

/** The section's address on his page: `/fathers/{id}#texts` (the inbox opens it). */
export const TEXTS_SECTION_ID = 'texts';
/** Where his consents are recorded on the same page (fathers' ConsentSection). */
const CONSENTS_SECTION_ID = 'consents';

/** Why he cannot be texted now, as the server would refuse it (409), or null. */
export function whyNotTextable(father: Pick<Father, 'phone' | 'phoneValid' | 'consents'>): 'noPhone' | 'invalidPhone' | 'noConsent' | null {
  if (!father.phone.trim()) return 'noPhone';
  if (!father.phoneValid) return 'invalidPhone';
  if (!father.consents.sms) return 'noConsent';
  return null;
}

/** To another section of the page without a navigation: scrolled to, and focus moved there. */
function jumpTo(event: MouseEvent, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * His texts on his page (staff): the thread both ways, and a text written to him, or why he
 * cannot be texted now with a way to put it right. Seeing the thread marks what he sent read.
 */
export function TextsSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const name = fullName(father);
  const blocked = whyNotTextable(father);
  const reasonId = useId();
  const thread = useRef<HTMLDivElement>(null);
  useMarkReadWhenSeen(father.id, thread);
  useScrolledToWhenAddressed(father.id);

  return (
    <Section id={TEXTS_SECTION_ID} title={t('texts.section.title')}>
      <div ref={thread}>
        <TextThread fatherId={father.id} fatherName={name} />
      </div>
      {blocked && (
        <Alert color="orange" variant="light" id={reasonId}>
          <Stack gap={4} align="flex-start">
            <Words size="sm">{t(`texts.blocked.${blocked}`)}</Words>
            {blocked === 'noConsent' ? (
              <Anchor href={`#${CONSENTS_SECTION_ID}`} size="sm" fw={600} onClick={(event) => jumpTo(event, CONSENTS_SECTION_ID)}>
                {t('texts.blocked.toConsents')}
              </Anchor>
            ) : (
              <Anchor component={Link} to={`/fathers/edit/${encodeURIComponent(father.id)}`} size="sm" fw={600}>
                {blocked === 'noPhone' ? t('texts.blocked.toAdd') : t('texts.blocked.toEdit')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <TextComposer fatherId={father.id} fatherName={name} blockedBy={blocked ? reasonId : undefined} />
    </Section>
  );
}

/** Opened at `#texts` (from the inbox): once his thread is drawn, the page is scrolled to it. */
function useScrolledToWhenAddressed(fatherId: string) {
  const { hash } = useLocation();
  const texts = useTexts(fatherId);
  const drawn = !texts.isPending;
  const done = useRef(false);
  useEffect(() => {
    if (hash !== `#${TEXTS_SECTION_ID}` || !drawn || done.current) return;
    done.current = true;
    document.getElementById(TEXTS_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash, drawn]);
}
