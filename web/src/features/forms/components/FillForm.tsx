import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { newId } from '@/lib/ids';
import { notify } from '@/lib/toasts';
import { useSubmitForm } from '../api/submit-form';
import type { Answer, FormDefinition, FormField, Phase, Submission } from '../api/types';
import { inLanguage, sectionsOf } from './labels';

type Answers = Record<string, Answer | undefined>;

/** Whether an answer was given: an empty text or no choice is no answer. */
function answered(value: Answer | undefined): boolean {
  if (value === undefined || value === '') return false;
  return true;
}

/**
 * A form filled in for a father, question after question under its sections, in the reader's
 * language. Staff may mark a question "declined to answer"; an assessment asks whether it is the
 * one before or after his course. What the server refuses is shown at its question.
 */
export function FillForm({
  fatherId,
  form,
  staff,
  onDone,
  preview = false,
}: {
  fatherId: string;
  form: FormDefinition;
  staff: boolean;
  onDone: (submission: Submission) => void;
  /** The builder's preview: answers are checked as they would be, and nothing is sent. */
  preview?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const submit = useSubmitForm();
  const [answers, setAnswers] = useState<Answers>({});
  const [declined, setDeclined] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Made once, when the form is opened: a save sent again after a dropped connection answers the
  // submission the first one made, not a second one.
  const [id] = useState(newId);
  const fields = form.fields ?? [];
  const assessment = form.kind === 'assessment';

  const set = (key: string, value: Answer | undefined) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const toggleDeclined = (key: string, on: boolean) => {
    setDeclined((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
    if (on) set(key, undefined);
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      if (field.required && !answered(answers[field.key]) && !declined.includes(field.key)) {
        found[field.key] = staff ? t('forms.fill.requiredOrDeclined') : t('forms.fill.required');
      }
    }
    if (assessment && !phase) found.phase = t('forms.fill.phaseRequired');
    return found;
  };

  const onSubmit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (preview) {
      notify.success(t('forms.fill.previewChecked'));
      return;
    }
    const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => answered(value)));
    try {
      const made = await submit.mutateAsync({
        fatherId,
        submission: { id, formId: form.id, phase: assessment ? phase : null, answers: given, declined },
      });
      notify.success(t('forms.fill.saved'));
      onDone(made);
    } catch (caught) {
      const error = toApiError(caught);
      if (Object.keys(error.fields).length > 0) setErrors(error.fields);
      notify.error(error.message);
    }
  };

  return (
    <form
      noValidate
      aria-label={inLanguage(form.name, language)}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="lg">
        {assessment && (
          <Stack gap={4}>
            <Text fw={600} id="phase-label">
              {t('forms.fill.phase')}
            </Text>
            <SegmentedControl
              aria-labelledby="phase-label"
              value={phase ?? ''}
              onChange={(value) => {
                setPhase(value as Phase);
                setErrors(({ phase: _, ...rest }) => rest);
              }}
              data={[
                { value: 'pre', label: t('forms.phase.pre') },
                { value: 'post', label: t('forms.phase.post') },
              ]}
            />
            {errors.phase && (
              <Text size="sm" c="red" role="alert">
                {errors.phase}
              </Text>
            )}
          </Stack>
        )}
        {sectionsOf({ fields, sections: form.sections ?? [] }, language).map((section) => (
          <Stack key={section.key || 'questions'} gap="md" component="section" aria-label={section.title || undefined}>
            {section.title && <Title order={3}>{section.title}</Title>}
            {section.fields.map((field) => (
              // Room between a question's answers and its "declined" box: each target keeps 24 px
              // to itself (WCAG 2.5.8) on a desktop as on a phone.
              <Stack key={field.key} gap="sm" role="group" aria-label={inLanguage(field.label, language) || field.key}>
                <Question
                  field={field}
                  language={language}
                  value={answers[field.key]}
                  disabled={declined.includes(field.key)}
                  error={errors[field.key]}
                  onChange={(value) => set(field.key, value)}
                />
                {staff && (
                  <Checkbox
                    size="sm"
                    label={t('forms.fill.declined')}
                    checked={declined.includes(field.key)}
                    onChange={(event) => toggleDeclined(field.key, event.currentTarget.checked)}
                  />
                )}
              </Stack>
            ))}
          </Stack>
        ))}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t('validation.form')}
          </Alert>
        )}
        <Button type="submit" loading={submit.isPending} fullWidth>
          {t('forms.fill.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** One question, its input made for its type (also the input of a correction). */
export function Question({
  field,
  language,
  value,
  disabled,
  error,
  onChange,
}: {
  field: FormField;
  language: string;
  value: Answer | undefined;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: Answer | undefined) => void;
}) {
  const { t } = useTranslation();
  const label = field.label ? inLanguage(field.label, language) : field.key;
  const required = Boolean(field.required);
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label ? inLanguage(o.label, language) : o.value }));
  switch (field.type) {
    case 'text':
      return (field.max ?? 4000) > 200 ? (
        <Textarea
          label={label}
          required={required}
          disabled={disabled}
          error={error}
          autosize
          minRows={2}
          maxLength={field.max ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          label={label}
          required={required}
          disabled={disabled}
          error={error}
          maxLength={field.max ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      // A text box that asks for digits (Mantine's NumberInput brings a formatting library
      // this app does not load elsewhere); the answer is the number it reads.
      return (
        <NumberText
          label={label}
          required={required}
          disabled={disabled}
          error={error}
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label}
          required={required}
          disabled={disabled}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    case 'yesno':
      return (
        <Radio.Group
          label={label}
          required={required}
          error={error}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(next) => onChange(next === 'yes')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label={t('forms.fill.yes')} disabled={disabled} />
            <Radio value="no" label={t('forms.fill.no')} disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'choice':
      return (
        <Radio.Group
          label={label}
          required={required}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next)}
        >
          <Stack gap={6} mt={4}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi':
      return (
        <Checkbox.Group
          label={label}
          required={required}
          error={error}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length > 0 ? next : undefined)}
        >
          <Stack gap={6} mt={4}>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'scale': {
      const min = field.min ?? 1;
      const max = field.max ?? 5;
      const steps = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => String(min + i));
      return (
        <Radio.Group
          label={label}
          description={t('forms.fill.scale', { min, max })}
          required={required}
          error={error}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(next) => onChange(Number(next))}
        >
          <Group gap="md" mt={4}>
            {steps.map((step) => (
              <Radio key={step} value={step} label={step} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
  }
}

/** A number typed as text: what parses is the answer, anything else is kept as typed and no answer. */
function NumberText({
  label,
  required,
  disabled,
  error,
  value,
  onChange,
}: {
  label: string;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
  value: number | undefined;
  onChange: (value: Answer | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const parsed = text.trim() === '' ? undefined : Number(text.replace(',', '.'));
  const invalid = parsed !== undefined && !Number.isFinite(parsed);
  return (
    <TextInput
      label={label}
      required={required}
      disabled={disabled}
      inputMode="decimal"
      error={error ?? (invalid ? t('forms.fill.notANumber') : undefined)}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const number = next.trim() === '' ? undefined : Number(next.replace(',', '.'));
        onChange(number !== undefined && Number.isFinite(number) ? number : undefined);
      }}
    />
  );
}
