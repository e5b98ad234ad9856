import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '@/components/Facts';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';
import { toLanguage } from '@/lib/i18n';
import type { ContactMethod } from '../api/types';

/**
 * His contact details. For staff (`onReach`), Call and Text beside his phone open the dialer or
 * the messages app and, at the same time, the contact form with that method, so that the
 * attempt is logged the moment the call ends. A number that is not a valid one (kept from before
 * numbers were checked) is shown as it is, said to be one no text can reach, with a way to
 * correct it: the edit form for staff, his contact details (`onCorrectPhone`) for him.
 */
export function ContactSection({
  father,
  onReach,
  onCorrectPhone,
}: {
  father: Father;
  onReach?: (method: ContactMethod) => void;
  onCorrectPhone?: () => void;
}) {
  const { t } = useTranslation();
  const dial = father.phone.replace(/[^\d+]/g, '');
  const invalid = father.phone.trim() !== '' && !father.phoneValid;
  return (
    <Section title={t('fathers.detail.contact')}>
      <Facts
        items={[
          { label: t('fields.email'), value: father.email && <Anchor href={`mailto:${father.email}`}>{father.email}</Anchor> },
          {
            label: t('fields.phone'),
            value: father.phone && (
              <Stack gap={4}>
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
                {invalid && (
                  <Text size="sm" c="red.8" fw={600} data-phone-invalid>
                    {t('fathers.detail.phoneInvalid')}{' '}
                    {onReach ? (
                      <Anchor component={Link} to={`/fathers/edit/${encodeURIComponent(father.id)}`} c="red.9" fw={700} underline="always">
                        {t('fathers.detail.correctPhone')}
                      </Anchor>
                    ) : onCorrectPhone ? (
                      <Anchor component="button" type="button" c="red.9" fw={700} underline="always" onClick={onCorrectPhone}>
                        {t('fathers.detail.correctPhone')}
                      </Anchor>
                    ) : null}
                  </Text>
                )}
              </Stack>
            ),
          },
          { label: t('fields.address'), value: father.address },
          { label: t('fields.preferredLanguage'), value: t(`languages.${toLanguage(father.preferredLanguage)}`) },
        ]}
      />
    </Section>
  );
}
