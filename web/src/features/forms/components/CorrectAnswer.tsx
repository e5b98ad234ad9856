import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseBound, type DraftField } from '../utils/draft';
import { inLanguage } from './labels';
import { scaleSteps } from './ConditionValues';

/** A question's correct answer, for a percent-correct subscale, as the question takes answers. */
export function CorrectAnswer({
  field,
  value,
  error,
  onChange,
}: {
  field: DraftField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = t('forms.builder.editor.correct', { question: field.key || field.label.en });
  const none = { value: '', label: t('forms.builder.editor.noAnswer') };
  const steps = field.type === 'scale' ? scaleSteps(field) : null;

  if (field.type === 'multi') {
    return (
      <Checkbox.Group label={label} error={error} value={Array.isArray(value) ? value.map(String) : []} onChange={(next) => onChange(next)}>
        <Group gap="md" mt={4}>
          {field.options.map((option) => (
            <Checkbox key={option.id} value={option.value.trim()} label={inLanguage(option.label, i18n.language).trim() || option.value} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }
  if (field.type === 'choice' || field.type === 'yesno' || steps) {
    const data =
      field.type === 'choice'
        ? field.options.map((option) => ({ value: option.value.trim(), label: inLanguage(option.label, i18n.language).trim() || option.value }))
        : field.type === 'yesno'
          ? [
              { value: 'true', label: t('forms.fill.yes') },
              { value: 'false', label: t('forms.fill.no') },
            ]
          : (steps ?? []).map((step) => ({ value: String(step), label: String(step) }));
    return (
      <NativeSelect
        label={label}
        error={error}
        data={[none, ...data]}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (chosen === '') onChange(undefined);
          else if (field.type === 'yesno') onChange(chosen === 'true');
          else if (field.type === 'scale') onChange(Number(chosen));
          else onChange(chosen);
        }}
      />
    );
  }
  return <TypedAnswer field={field} label={label} value={value} error={error} onChange={onChange} />;
}

function TypedAnswer({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: DraftField;
  label: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const numeric = field.type === 'number' || field.type === 'scale';
  return (
    <TextInput
      label={label}
      inputMode={numeric ? 'decimal' : undefined}
      value={text}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === '') return onChange(undefined);
        const number = numeric ? parseBound(next) : null;
        onChange(number !== null && Number.isFinite(number) ? number : next);
      }}
    />
  );
}
