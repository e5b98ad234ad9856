import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/Facts';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';
import { toLanguage } from '@/lib/i18n';

export function ContactSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.contact')}>
      <Facts
        items={[
          { label: t('fields.email'), value: father.email && <Anchor href={`mailto:${father.email}`}>{father.email}</Anchor> },
          { label: t('fields.phone'), value: father.phone && <Anchor href={`tel:${father.phone}`}>{father.phone}</Anchor> },
          { label: t('fields.address'), value: father.address },
          { label: t('fields.preferredLanguage'), value: t(`languages.${toLanguage(father.preferredLanguage)}`) },
        ]}
      />
    </Section>
  );
}
