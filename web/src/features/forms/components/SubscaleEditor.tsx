import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import type { ScoreMethod } from '../api/types';
import { changeAt, keyOf, SCORE_METHODS, type Draft, type DraftField, type DraftSubscale, type Edit } from '../utils/draft';
import { CorrectAnswer } from './CorrectAnswer';
import { inLanguage } from './labels';
import { RowButtons } from './RowButtons';
import { TranslatedInputs } from './TranslatedInputs';
import { useErrorAt } from './useErrorAt';

const METHOD_KEYS = { mean: 'mean', sum: 'sum', 'percent-correct': 'percentCorrect' } as const satisfies Record<ScoreMethod, string>;

/** A question as a list of the builder names it: its key, and its text in the reader's language. */
export function questionName(field: DraftField, language: string): string {
  const text = inLanguage(field.label, language).trim();
  const key = field.key.trim();
  if (key && text) return `${key}: ${text}`;
  return key || text || '…';
}

/** A subscale: its key and name, the questions it scores and how, those reversed, and each correct answer. */
export function SubscaleEditor({ draft, index, edit }: { draft: Draft; index: number; edit: Edit }) {
  const { t, i18n } = useTranslation();
  const errorAt = useErrorAt();
  const subscale = draft.subscales[index];
  const at = `scoring.subscales[${index}]`;
  const number = index + 1;
  const set = (part: string, change: (subscale: DraftSubscale) => DraftSubscale) =>
    edit(`${at}.${part}`, (d) => ({ ...d, subscales: changeAt(d.subscales, index, change) }));
  const percent = subscale.method === 'percent-correct';
  const scored = draft.fields.filter((field) => subscale.fields.includes(field.id));

  return (
    <Fieldset legend={t('forms.builder.editor.subscale', { number })} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('forms.builder.editor.key')}
            value={subscale.key}
            error={errorAt(`${at}.key`)}
            onChange={(event) => {
              const key = event.currentTarget.value;
              set('key', (current) => ({ ...current, key }));
            }}
          />
          <NativeSelect
            label={t('forms.builder.editor.method')}
            data={SCORE_METHODS.map((method) => ({ value: method, label: t(`forms.builder.method.${METHOD_KEYS[method]}`) }))}
            value={subscale.method}
            error={errorAt(`${at}.method`)}
            onChange={(event) => {
              const method = event.currentTarget.value as ScoreMethod;
              set('method', (current) => ({ ...current, method }));
            }}
          />
        </SimpleGrid>
        <TranslatedInputs
          label={t('forms.builder.editor.subscaleName')}
          value={subscale.label}
          path={`${at}.label`}
          maxLength={limits.Translated.en.maxLength}
          onChange={(language, text, slot) =>
            edit(slot, (d) => ({ ...d, subscales: changeAt(d.subscales, index, (s) => ({ ...s, label: { ...s.label, [language]: text } })) }))
          }
        />
        <Checkbox.Group
          label={t('forms.builder.editor.scoredQuestions')}
          error={errorAt(`${at}.fields`)}
          value={subscale.fields}
          onChange={(ids) => set('fields', (current) => ({ ...current, fields: draft.fields.map((f) => f.id).filter((id) => ids.includes(id)) }))}
        >
          <Stack gap={4} mt={4}>
            {draft.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('forms.builder.editor.noQuestions')}
              </Text>
            )}
            {draft.fields.map((field) => (
              <Checkbox key={field.id} value={field.id} label={questionName(field, i18n.language)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {!percent && scored.length > 0 && (
          <Checkbox.Group
            label={t('forms.builder.editor.reversed')}
            description={t('forms.builder.editor.reversedHint')}
            error={errorAt(`${at}.reverse`)}
            value={subscale.reverse.filter((id) => subscale.fields.includes(id))}
            onChange={(ids) => set('reverse', (current) => ({ ...current, reverse: ids }))}
          >
            <Stack gap={4} mt={4}>
              {scored.map((field) => (
                <Checkbox key={field.id} value={field.id} label={questionName(field, i18n.language)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {percent &&
          scored.map((field) => {
            const slot = `${at}.correct.${keyOf(draft, field.id)}`;
            return (
              <CorrectAnswer
                key={`${field.id}-${field.type}`}
                field={field}
                value={subscale.correct[field.id]}
                error={errorAt(slot)}
                onChange={(value) =>
                  edit(slot, (d) => ({
                    ...d,
                    subscales: changeAt(d.subscales, index, (s) => ({ ...s, correct: { ...s.correct, [field.id]: value } })),
                  }))
                }
              />
            );
          })}
        {errorAt(`${at}.correct`) && (
          <Text size="sm" c="red" role="alert">
            {errorAt(`${at}.correct`)}
          </Text>
        )}
        <RowButtons
          index={index}
          count={draft.subscales.length}
          labels={{ remove: t('forms.builder.editor.removeSubscale', { number }) }}
          onRemove={() => edit(null, (d) => ({ ...d, subscales: d.subscales.filter((s) => s.id !== subscale.id) }))}
        />
      </Stack>
    </Fieldset>
  );
}
