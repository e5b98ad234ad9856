import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/dates';
import type { Answer, FormDefinition, FormField, Submission, Translated } from '../api/types';

/**
 * A form's text in the reader's language: Spanish where it is written, English otherwise. The
 * document leaves each language optional (a director may send English alone), hence the blanks.
 */
export function inLanguage(text: Translated | undefined, language: string): string {
  const es = text?.es?.trim() ?? '';
  return language.startsWith('es') && es ? es : (text?.en ?? '');
}

export interface SectionOfForm {
  key: string;
  title: string;
  fields: FormField[];
}

/** The questions under each section, in the form's order; a section named by no `sections` entry is shown as written. */
export function sectionsOf(
  form: { fields?: FormField[]; sections?: { key: string; label?: Translated }[] },
  language: string,
): SectionOfForm[] {
  const sections: SectionOfForm[] = [];
  for (const field of form.fields ?? []) {
    const key = field.section ?? '';
    let section = sections.find((s) => s.key === key);
    if (!section) {
      const named = (form.sections ?? []).find((s) => s.key === key);
      section = { key, title: named ? inLanguage(named.label, language) : key, fields: [] };
      sections.push(section);
    }
    section.fields.push(field);
  }
  return sections;
}

/** An answer as words: a choice's label, yes or no, a list of choices, a date as the reader writes it. */
export function answerText(field: FormField | undefined, value: Answer, language: string, yesNo: (yes: boolean) => string): string {
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
 * A submission's answers as lines, "question: answer", in its form's order (then any key the
 * form no longer names), for the printed record: a declined, unanswered or withheld answer says so.
 */
export function answerLines(submission: Submission, form: FormDefinition | undefined, language: string, t: TFunction): string[] {
  const questions = form?.fields ?? [];
  const keys = [...questions.map((f) => f.key), ...Object.keys(submission.answers).filter((k) => !questions.some((f) => f.key === k))];
  const yesNo = (yes: boolean) => (yes ? t('forms.fill.yes') : t('forms.fill.no'));
  return keys.flatMap((key) => {
    const field = questions.find((f) => f.key === key);
    const value = submission.answers[key] as Answer | null | undefined;
    const declined = submission.declined.includes(key);
    const redacted = submission.redacted.includes(key);
    if (!declined && !redacted && (value === null || value === undefined) && !(key in submission.answers)) return [];
    const shown = redacted
      ? t('forms.father.redacted')
      : declined
        ? t('forms.father.declined')
        : value === null || value === undefined
          ? t('forms.father.unanswered')
          : answerText(field, value, language, yesNo);
    return [`${(field?.label && inLanguage(field.label, language)) || key}: ${shown}`];
  });
}
