import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';

export function NotesSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.notes')}>
      <Text size="sm" c={father.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {father.notes || t('fathers.detail.noNotes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fathers.form.notesHint')}
      </Text>
    </Section>
  );
}
