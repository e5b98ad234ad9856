import { Badge, Button, Collapse, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useAmendSubmission } from '../api/amend-submission';
import type { Answer, FormField, Submission } from '../api/types';
import { useFormVersion } from '../api/get-form';
import { Question } from './FillForm';
import { answerText, inLanguage } from './labels';

/**
 * One submission: its form, phase, when and by whom, its scores and flags; its answers on demand,
 * each with the corrections made to it (dated, with their reason). A sensitive answer the reader
 * may not see says so. Staff correct an answer in place, with the reason: the submission keeps
 * what was first answered, and its scores and flags follow the correction.
 */
export function SubmissionEntry({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const [correcting, setCorrecting] = useState<string | null>(null);
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
                {field && !submission.redacted.includes(key) && (
                  <Text component="dd" m={0}>
                    {correcting === key ? (
                      <AnswerCorrection
                        submissionId={submission.id}
                        field={field}
                        value={value ?? undefined}
                        onClose={() => setCorrecting(null)}
                      />
                    ) : (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        onClick={() => setCorrecting(key)}
                        aria-label={t('forms.father.correctOne', { question: (field.label && inLanguage(field.label, language)) || key })}
                      >
                        {t('forms.father.correct')}
                      </Button>
                    )}
                  </Text>
                )}
              </div>
            );
          })}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** Before or after the program, on an assessment. */
function PhaseBadge({ phase }: { phase: 'pre' | 'post' | null | undefined }) {
  const { t } = useTranslation();
  if (!phase) return null;
  return (
    <Badge size="sm" variant="light" color={phase === 'pre' ? 'gray' : 'teal'}>
      {t(`forms.phase.${phase}`)}
    </Badge>
  );
}

/** A correction of one answer: the new answer (none clears it) and why, required. */
function AnswerCorrection({
  submissionId,
  field,
  value,
  onClose,
}: {
  submissionId: string;
  field: FormField;
  value: Answer | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const amend = useAmendSubmission();
  const [answer, setAnswer] = useState<Answer | undefined>(value);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    if (!reason.trim()) {
      setErrors({ reason: t('forms.father.reasonRequired') });
      return;
    }
    try {
      await amend.mutateAsync({ submissionId, amendment: { answers: { [field.key]: answer ?? null }, reason } });
      notify.success(t('forms.father.corrected'));
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      setErrors(error.fields);
      notify.error(error.message);
    }
  };
  return (
    <Stack gap="xs" mt={4} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
      <Question
        field={field}
        language={i18n.language}
        value={answer}
        disabled={false}
        error={errors[field.key]}
        onChange={(next) => {
          setAnswer(next);
          setErrors(({ [field.key]: _, ...rest }) => rest);
        }}
      />
      <Textarea
        label={t('forms.father.reason')}
        required
        autosize
        minRows={2}
        maxLength={1000}
        error={errors.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setErrors(({ reason: _, ...rest }) => rest);
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('forms.father.cancel')}
        </Button>
        <Button size="xs" loading={amend.isPending} onClick={() => void save()}>
          {t('forms.father.saveCorrection')}
        </Button>
      </Group>
    </Stack>
  );
}
