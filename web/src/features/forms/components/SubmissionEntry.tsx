import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay } from '@/lib/dates';
import type { Answer, FormField, Submission } from '../api/types';
import { useFormVersion } from '../api/get-form';
import { inLanguage } from './labels';
import { PhaseBadge } from './FormsSection';

/** An answer as words: a choice's label, yes or no, a list of choices, a date as the reader writes it. */
function answerText(field: FormField | undefined, value: Answer, language: string, yesNo: (yes: boolean) => string): string {
  const option = (v: string) => {
    const found = field?.options?.find((o) => o.value === v);
    return found?.label ? inLanguage(found.label, language) : v;
  };
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.map(option).join(', ');
  if (field?.type === 'date' && typeof value === 'string') return formatDay(value);
  if (field?.type === 'choice' && typeof value === 'string') return option(value);
  return String(value);
}

/**
 * One submission: its form, phase, when and by whom, its scores and flags; its answers on demand,
 * each with the corrections made to it (dated, with their reason). A sensitive answer the reader
 * may not see says so.
 */
export function SubmissionEntry({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const form = useFormVersion(submission.formId).data;
  const fields = form?.fields;
  const subscaleLabel = (key: string) => {
    const subscale = form?.scoring?.subscales?.find((s) => s.key === key);
    return subscale?.label ? inLanguage(subscale.label, language) : key;
  };
  const flagLabel = (key: string) => {
    const flag = form?.flags?.find((f) => f.key === key);
    return flag?.label ? inLanguage(flag.label, language) : key;
  };
  const name = inLanguage(submission.formName, language);
  const yesNo = (yes: boolean) => (yes ? t('forms.fill.yes') : t('forms.fill.no'));
  const questions = fields ?? [];
  const keys = [
    ...questions.map((f) => f.key),
    ...Object.keys(submission.answers).filter((k) => !questions.some((f) => f.key === k)),
  ];
  const scores = Object.entries(submission.scores);
  return (
    <Stack component="li" gap={6} py="sm" aria-label={t('forms.father.entryLabel', { form: name, date: formatDate(submission.submittedAt) })}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{name}</Text>
        <PhaseBadge phase={submission.phase} />
        {submission.flags.map((flag) => (
          <Badge key={flag} color="red" variant="filled" size="sm">
            {flagLabel(flag)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('forms.father.submitted', { date: formatDate(submission.submittedAt), name: submission.submittedByName })}
        {submission.amendments.length > 0 && ` · ${t('forms.father.amended', { count: submission.amendments.length })}`}
      </Text>
      {scores.length > 0 && (
        <Group gap="xs">
          {scores.map(([key, score]) => (
            <Badge key={key} variant="outline" size="md">
              {t('forms.father.score', {
                subscale: subscaleLabel(key),
                score: typeof score === 'number' ? score.toFixed(2) : '—',
              })}
            </Badge>
          ))}
        </Group>
      )}
      <div>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('forms.father.hideAnswers') : t('forms.father.showAnswers')}
        </Button>
      </div>
      <Collapse expanded={open}>
        <Stack gap={6} component="dl" m={0}>
          {keys.map((key) => {
            const field = questions.find((f) => f.key === key);
            const value = submission.answers[key] as Answer | null | undefined;
            const changes = submission.amendments.filter((a) => key in a.answers);
            const shown = submission.redacted.includes(key)
              ? t('forms.father.redacted')
              : submission.declined.includes(key)
                ? t('forms.father.declined')
                : value === null || value === undefined
                  ? t('forms.father.unanswered')
                  : answerText(field, value, language, yesNo);
            return (
              <div key={key}>
                <Text component="dt" size="sm" fw={500}>
                  {field?.label ? inLanguage(field.label, language) : key}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {shown}
                </Text>
                {changes.map((change) => (
                  <Text key={change.at} size="xs" c="dimmed" component="dd" m={0}>
                    {t('forms.father.change', { date: formatDate(change.at), name: change.byName, reason: change.reason })}
                  </Text>
                ))}
              </div>
            );
          })}
        </Stack>
      </Collapse>
    </Stack>
  );
}
