import { Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import type { FieldType } from '../api/types';
import {
  changeAt,
  FIELD_TYPES,
  hasBounds,
  hasOptions,
  move,
  newOption,
  removeField,
  type Draft,
  type DraftField,
  type Edit,
} from '../utils/draft';
import { OptionsEditor } from './OptionsEditor';
import { RowButtons } from './RowButtons';
import { TranslatedInputs } from './TranslatedInputs';
import { useErrorAt } from './useErrorAt';

/** One question of the draft: its key, section, type, labels, options, bounds, required and sensitive. */
export function FieldEditor({ draft, index, edit }: { draft: Draft; index: number; edit: Edit }) {
  const { t } = useTranslation();
  const errorAt = useErrorAt();
  const field = draft.fields[index];
  const at = `fields[${index}]`;
  const number = index + 1;
  const set = (part: string, change: (field: DraftField) => DraftField) =>
    edit(`${at}.${part}`, (d) => ({ ...d, fields: changeAt(d.fields, index, change) }));

  const sections = draft.sections.filter((section) => section.key.trim() !== '');
  const sectionChoices = [
    { value: '', label: t('forms.builder.editor.noSection') },
    ...sections.map((section) => ({ value: section.key, label: section.label.en.trim() || section.key })),
  ];
  // A heading written by hand (no section of the list) stays a choice until it is changed.
  if (field.section && !sections.some((section) => section.key === field.section)) {
    sectionChoices.push({ value: field.section, label: field.section });
  }

  const changeType = (type: FieldType) =>
    set('type', (current) => ({
      ...current,
      type,
      // What a question of the new type needs first: a choice an option, a scale its bounds.
      options: hasOptions(type) && current.options.length === 0 ? [newOption()] : current.options,
      min: type === 'scale' && current.min === '' ? '1' : current.min,
      max: type === 'scale' && current.max === '' ? '5' : current.max,
    }));

  const text = field.type === 'text';
  return (
    <Fieldset legend={t('forms.builder.editor.question', { number })} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('forms.builder.editor.key')}
            description={t('forms.builder.editor.keyHint')}
            value={field.key}
            error={errorAt(`${at}.key`)}
            onChange={(event) => {
              const key = event.currentTarget.value;
              set('key', (current) => ({ ...current, key }));
            }}
          />
          <NativeSelect
            label={t('forms.builder.editor.questionSection')}
            data={sectionChoices}
            value={field.section}
            error={errorAt(`${at}.section`)}
            onChange={(event) => {
              const section = event.currentTarget.value;
              set('section', (current) => ({ ...current, section }));
            }}
          />
          <NativeSelect
            label={t('forms.builder.editor.type')}
            data={FIELD_TYPES.map((type) => ({ value: type, label: t(`forms.builder.type.${type}`) }))}
            value={field.type}
            error={errorAt(`${at}.type`)}
            onChange={(event) => changeType(event.currentTarget.value as FieldType)}
          />
        </SimpleGrid>
        <TranslatedInputs
          label={t('forms.builder.editor.questionText')}
          value={field.label}
          path={`${at}.label`}
          maxLength={limits.Translated.en.maxLength}
          onChange={(language, value, slot) =>
            edit(slot, (d) => ({ ...d, fields: changeAt(d.fields, index, (f) => ({ ...f, label: { ...f.label, [language]: value } })) }))
          }
        />
        {hasOptions(field.type) && <OptionsEditor field={field} index={index} edit={edit} />}
        {hasBounds(field.type) && (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={text ? t('forms.builder.editor.fewest') : t('forms.builder.editor.least')}
              inputMode={text ? 'numeric' : 'decimal'}
              value={field.min}
              error={errorAt(`${at}.min`)}
              onChange={(event) => {
                const min = event.currentTarget.value;
                set('min', (current) => ({ ...current, min }));
              }}
            />
            <TextInput
              label={text ? t('forms.builder.editor.most') : t('forms.builder.editor.greatest')}
              inputMode={text ? 'numeric' : 'decimal'}
              value={field.max}
              error={errorAt(`${at}.max`)}
              onChange={(event) => {
                const max = event.currentTarget.value;
                set('max', (current) => ({ ...current, max }));
              }}
            />
          </SimpleGrid>
        )}
        {!hasBounds(field.type) && errorAt(`${at}.max`) && (
          <Text size="sm" c="red" role="alert">
            {errorAt(`${at}.max`)}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="lg">
            <Checkbox
              label={t('forms.builder.editor.required')}
              checked={field.required}
              onChange={(event) => {
                const required = event.currentTarget.checked;
                set('required', (current) => ({ ...current, required }));
              }}
            />
            <Checkbox
              label={t('forms.builder.editor.sensitive')}
              checked={field.sensitive}
              onChange={(event) => {
                const sensitive = event.currentTarget.checked;
                set('sensitive', (current) => ({ ...current, sensitive }));
              }}
            />
          </Group>
          <RowButtons
            index={index}
            count={draft.fields.length}
            labels={{
              up: t('forms.builder.editor.moveQuestionUp', { number }),
              down: t('forms.builder.editor.moveQuestionDown', { number }),
              remove: t('forms.builder.editor.removeQuestion', { number }),
            }}
            onMove={(by) => edit(null, (d) => ({ ...d, fields: move(d.fields, index, by) }))}
            onRemove={() => edit(null, (d) => removeField(d, field.id))}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
