import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Label } from '../utils/draft';
import { useErrorAt } from './useErrorAt';

/**
 * A text in English and Spanish, side by side (one above the other on a phone), each with the
 * message the server gave at `path.en` or `path.es`.
 */
export function TranslatedInputs({
  label,
  value,
  path,
  maxLength,
  multiline = false,
  onChange,
}: {
  label: string;
  value: Label;
  /** The path of the text in the form's document (`fields[2].label`). */
  path: string;
  maxLength: number;
  multiline?: boolean;
  onChange: (language: keyof Label, text: string, slot: string) => void;
}) {
  const { t } = useTranslation();
  const errorAt = useErrorAt();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['en', 'es'] as const).map((language) => {
        const props = {
          label: language === 'en' ? t('forms.builder.editor.english', { label }) : t('forms.builder.editor.spanish', { label }),
          lang: language,
          value: value[language],
          maxLength,
          error: errorAt(`${path}.${language}`),
          onChange: (event: { currentTarget: { value: string } }) => onChange(language, event.currentTarget.value, `${path}.${language}`),
        };
        return multiline ? <Textarea key={language} autosize minRows={3} {...props} /> : <TextInput key={language} {...props} />;
      })}
    </SimpleGrid>
  );
}
