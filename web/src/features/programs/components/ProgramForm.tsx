import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SwitchField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import { rules } from '@/lib/validation';
import type { NewProgramInput, Program, ProgramInput } from '../api/types';

/** The server's rule for a code, said before it is sent: 1–20 letters, digits or '-'. */
const CODE = /^[A-Za-z0-9-]{1,20}$/;

export interface ProgramFormValues {
  name: string;
  code: string;
  confidential: boolean;
}

export function programValues(program: Program | null): ProgramFormValues {
  return { name: program?.name ?? '', code: program?.code ?? '', confidential: program?.confidential ?? false };
}

export function newProgramInput(values: ProgramFormValues): NewProgramInput {
  return { name: values.name.trim(), code: values.code.trim(), confidential: values.confidential };
}

/** What an edit sends: only what changed since `before`. */
export function programChanges(values: ProgramFormValues, before: ProgramFormValues): ProgramInput {
  const after = newProgramInput(values);
  const changes: ProgramInput = {};
  if (after.name !== before.name) changes.name = after.name;
  if (after.code !== before.code) changes.code = after.code;
  if (after.confidential !== before.confidential) changes.confidential = after.confidential;
  return changes;
}

/** A program's name, code and whether it is confidential (what confidential means, said beside the switch). */
export function ProgramForm({
  program,
  onSubmit,
  submitLabel,
  label,
}: {
  program: Program | null;
  onSubmit: (values: ProgramFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      name: r.requiredText(t('programs.form.name'), limits.NewProgramInput.name),
      code: r.required(t('programs.form.code')).refine((code) => CODE.test(code), { error: t('programs.form.codeInvalid') }),
      confidential: z.boolean(),
    });
  }, [t]);
  const form = useAppForm<ProgramFormValues>(schema, programValues(program));
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="name" label={t('programs.form.name')} autoComplete="off" required />
      <TextField name="code" label={t('programs.form.code')} description={t('programs.form.codeHint')} autoComplete="off" required />
      <SwitchField name="confidential" label={t('programs.form.confidential')} description={t('programs.form.confidentialHint')} />
    </Form>
  );
}
