import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/Facts';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';
import { toLanguage } from '@/lib/i18n';
import type { ContactMethod } from '../api/types';

/**
 * His contact details. For staff (`onReach`), Call and Text beside his phone open the dialer or
 * the messages app and, at the same time, the contact form with that method, so that the
 * attempt is logged the moment the call ends.
 */
export function ContactSection({ father, onReach }: { father: Father; onReach?: (method: ContactMethod) => void }) {
  const { t } = useTranslation();
  const dial = father.phone.replace(/[^\d+]/g, '');
  return (
    <Section title={t('fathers.detail.contact')}>
      <Facts
        items={[
          { label: t('fields.email'), value: father.email && <Anchor href={`mailto:${father.email}`}>{father.email}</Anchor> },
          {
            label: t('fields.phone'),
            value: father.phone && (
              <Group gap="xs" wrap="wrap">
                <Anchor href={`tel:${dial}`}>{father.phone}</Anchor>
                {onReach && dial && (
                  <>
                    <Button component="a" href={`tel:${dial}`} size="sm" variant="light" onClick={() => onReach('call')}>
                      {t('fathers.phoneActions.call')}
                    </Button>
                    <Button component="a" href={`sms:${dial}`} size="sm" variant="light" onClick={() => onReach('text')}>
                      {t('fathers.phoneActions.text')}
                    </Button>
                  </>
                )}
              </Group>
            ),
          },
          { label: t('fields.address'), value: father.address },
          { label: t('fields.preferredLanguage'), value: t(`languages.${toLanguage(father.preferredLanguage)}`) },
        ]}
      />
    </Section>
  );
}
