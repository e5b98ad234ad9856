import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import { changeAt, newSection, removeSection, renameSection, type Draft, type Edit } from '../utils/draft';
import { RowButtons } from './RowButtons';
import { TranslatedInputs } from './TranslatedInputs';
import { useErrorAt } from './useErrorAt';

/** The headings questions are grouped under: each a key the questions name, and its heading in English and Spanish. */
export function SectionsEditor({ draft, edit }: { draft: Draft; edit: Edit }) {
  const { t } = useTranslation();
  const errorAt = useErrorAt();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('forms.builder.editor.sectionsHint')}
      </Text>
      {draft.sections.map((section, i) => {
        const at = `sections[${i}]`;
        const number = i + 1;
        return (
          <Paper key={section.id} withBorder p="sm" radius="md" role="group" aria-label={t('forms.builder.editor.section', { number })}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('forms.builder.editor.key')}
                  value={section.key}
                  error={errorAt(`${at}.key`)}
                  onChange={(event) => {
                    const key = event.currentTarget.value;
                    edit(`${at}.key`, (d) => renameSection(d, section.id, key));
                  }}
                />
              </SimpleGrid>
              <TranslatedInputs
                label={t('forms.builder.editor.heading')}
                value={section.label}
                path={`${at}.label`}
                maxLength={limits.Translated.en.maxLength}
                onChange={(language, text, slot) =>
                  edit(slot, (d) => ({ ...d, sections: changeAt(d.sections, i, (s) => ({ ...s, label: { ...s.label, [language]: text } })) }))
                }
              />
              <RowButtons
                index={i}
                count={draft.sections.length}
                labels={{ remove: t('forms.builder.editor.removeSection', { number }) }}
                onRemove={() => edit(null, (d) => removeSection(d, section.id))}
              />
            </Stack>
          </Paper>
        );
      })}
      {errorAt('sections') && (
        <Text size="sm" c="red" role="alert">
          {errorAt('sections')}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        disabled={draft.sections.length >= limits.FormInput.sections.maxItems}
        onClick={() => edit(null, (d) => ({ ...d, sections: [...d.sections, newSection()] }))}
      >
        {t('forms.builder.editor.addSection')}
      </Button>
    </Stack>
  );
}
