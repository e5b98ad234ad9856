import { Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseBound, type DraftField } from '../utils/draft';
import { inLanguage } from './labels';

/** The whole steps of a scale, when its bounds read as whole numbers in order. */
export function scaleSteps(field: DraftField): number[] | null {
  const min = parseBound(field.min);
  const max = parseBound(field.max);
  if (min === null || max === null || !Number.isInteger(min) || !Number.isInteger(max) || min >= max || max - min > 20) return null;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** An answer typed as text, as the question takes it: a number for number and scale questions when it reads as one. */
function typed(field: DraftField, text: string): unknown {
  if (field.type === 'number' || field.type === 'scale') {
    const number = parseBound(text);
    return number !== null && Number.isFinite(number) ? number : text;
  }
  return text;
}

/**
 * The answers that raise a flag's condition, chosen among the question's: its options, yes or no,
 * a scale's steps; typed, separated by commas, for any other question.
 */
export function ConditionValues({
  field,
  values,
  error,
  onChange,
}: {
  field: DraftField;
  values: unknown[];
  error: string | undefined;
  onChange: (values: unknown[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = t('forms.builder.editor.answers');
  const choices: { value: unknown; label: string }[] | null =
    field.type === 'choice' || field.type === 'multi'
      ? field.options.map((option) => ({ value: option.value.trim(), label: inLanguage(option.label, i18n.language).trim() || option.value }))
      : field.type === 'yesno'
        ? [
            { value: true, label: t('forms.fill.yes') },
            { value: false, label: t('forms.fill.no') },
          ]
        : field.type === 'scale'
          ? (scaleSteps(field)?.map((step) => ({ value: step, label: String(step) })) ?? null)
          : null;

  if (choices) {
    const chosen = choices.filter((choice) => values.some((value) => value === choice.value)).map((choice) => String(choice.value));
    return (
      <Checkbox.Group
        label={label}
        error={error}
        value={chosen}
        onChange={(next) => onChange(choices.filter((choice) => next.includes(String(choice.value))).map((choice) => choice.value))}
      >
        <Group gap="md" mt={4}>
          {choices.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('forms.builder.editor.noOptions')}
            </Text>
          )}
          {choices.map((choice) => (
            <Checkbox key={String(choice.value)} value={String(choice.value)} label={choice.label} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }
  return <TypedValues field={field} values={values} error={error} onChange={onChange} />;
}

function TypedValues({
  field,
  values,
  error,
  onChange,
}: {
  field: DraftField;
  values: unknown[];
  error: string | undefined;
  onChange: (values: unknown[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(values.map(String).join(', '));
  return (
    <TextInput
      label={t('forms.builder.editor.answersTyped')}
      value={text}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(
          next
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .map((part) => typed(field, part)),
        );
      }}
    />
  );
}
