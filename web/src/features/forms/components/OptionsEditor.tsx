import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import { changeAt, move, newOption, type DraftField, type DraftOption, type Edit } from '../utils/draft';
import { RowButtons } from './RowButtons';
import { TranslatedInputs } from './TranslatedInputs';
import { useErrorAt } from './useErrorAt';

/** A choice's options: each its value (what the answer holds, in every language) and its text in English and Spanish. */
export function OptionsEditor({ field, index, edit }: { field: DraftField; index: number; edit: Edit }) {
  const { t } = useTranslation();
  const errorAt = useErrorAt();
  const at = `fields[${index}].options`;
  const setOptions = (slot: string | null, change: (options: DraftOption[]) => DraftOption[]) =>
    edit(slot, (d) => ({ ...d, fields: changeAt(d.fields, index, (f) => ({ ...f, options: change(f.options) })) }));

  return (
    <Stack gap="xs" role="group" aria-label={t('forms.builder.editor.options')}>
      <Text fw={600} size="sm">
        {t('forms.builder.editor.options')}
      </Text>
      {field.options.map((option, j) => {
        const number = j + 1;
        return (
          <Paper key={option.id} withBorder p="sm" radius="sm" role="group" aria-label={t('forms.builder.editor.option', { number })}>
            <Stack gap="xs">
              <TextInput
                label={t('forms.builder.editor.optionValue')}
                description={t('forms.builder.editor.optionValueHint')}
                value={option.value}
                error={errorAt(`${at}[${j}].value`)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setOptions(`${at}[${j}].value`, (options) => changeAt(options, j, (o) => ({ ...o, value })));
                }}
              />
              <TranslatedInputs
                label={t('forms.builder.editor.optionText')}
                value={option.label}
                path={`${at}[${j}].label`}
                maxLength={limits.Translated.en.maxLength}
                onChange={(language, text, slot) =>
                  setOptions(slot, (options) => changeAt(options, j, (o) => ({ ...o, label: { ...o.label, [language]: text } })))
                }
              />
              <RowButtons
                index={j}
                count={field.options.length}
                labels={{
                  up: t('forms.builder.editor.moveOptionUp', { number }),
                  down: t('forms.builder.editor.moveOptionDown', { number }),
                  remove: t('forms.builder.editor.removeOption', { number }),
                }}
                onMove={(by) => setOptions(null, (options) => move(options, j, by))}
                onRemove={() => setOptions(null, (options) => options.filter((o) => o.id !== option.id))}
              />
            </Stack>
          </Paper>
        );
      })}
      {errorAt(at) && (
        <Text size="sm" c="red" role="alert">
          {errorAt(at)}
        </Text>
      )}
      <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setOptions(null, (options) => [...options, newOption()])}>
        {t('forms.builder.editor.addOption')}
      </Button>
    </Stack>
  );
}
