import { Alert } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextField, useAppForm } from '@/components/form';
import { useStaff } from '@/features/accounts';
import type { Program } from '@/features/programs';
import type { ApiError } from '@/lib/api/errors';
import { limits } from '@/lib/api/limits.gen';
import { FATHER_STATUSES } from '@/lib/api/program';
import { useRole } from '@/lib/auth/roles';
import { toDateInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useCreateEnrolment } from '../api/create-enrolment';
import { useUpdateEnrolment } from '../api/update-enrolment';
import type { Enrolment, EnrolmentChanges, NewEnrolmentInput } from '../api/types';

/** A refusal the form's fields do not hold (he is in that program already; not its staff), said in the dialog. */
function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: ApiError) => setRefusal(Object.keys(error.fields).length > 0 ? null : error.message);
  const shown = refusal && (
    <Alert color="red" variant="light" role="alert">
      {refusal}
    </Alert>
  );
  return { onError, shown, clear: () => setRefusal(null) };
}

/**
 * Enrols him in one of `programs` (those open he is not in now): its status (enrolled by
 * default), the day, and for a director the case manager (else his record's).
 */
export function EnrolForm({ fatherId, programs, onDone }: { fatherId: string; programs: Program[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { director } = useRole();
  const staff = useStaff({ enabled: director });
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      programId: r.required(t('fathers.enrolments.program')),
      status: r.oneOf(t('fields.status'), FATHER_STATUSES),
      enrolledAt: r.optional(),
      caseManagerId: r.optional(),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;
  const form = useAppForm<Values>(schema, {
    programId: programs.length === 1 ? programs[0].id : '',
    status: 'enrolled',
    enrolledAt: toDateInput(new Date()),
    caseManagerId: '',
  });
  const create = useCreateEnrolment();
  const refusal = useRefusal();

  const onSubmit = async (values: Values) => {
    refusal.clear();
    const enrolment: NewEnrolmentInput = { programId: values.programId, status: values.status, enrolledAt: values.enrolledAt || null };
    if (director && values.caseManagerId) enrolment.caseManagerId = values.caseManagerId;
    await create.mutateAsync({ fatherId, enrolment });
    notify.success(t('fathers.enrolments.toasts.enrolled'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} onError={refusal.onError} submitLabel={t('fathers.enrolments.enrol')} aria-label={t('fathers.enrolments.enrolTitle')}>
      {refusal.shown}
      <SelectField
        name="programId"
        label={t('fathers.enrolments.program')}
        required
        options={[{ value: '', label: t('fathers.enrolments.chooseProgram') }, ...programs.map((program) => ({ value: program.id, label: program.name }))]}
      />
      <SelectField name="status" label={t('fields.status')} options={FATHER_STATUSES.map((value) => ({ value, label: t(`program.fatherStatus.${value}`) }))} />
      <TextField name="enrolledAt" label={t('fields.enrollmentDate')} type="date" />
      {director && (
        <SelectField
          name="caseManagerId"
          label={t('fields.caseManager')}
          description={t('fathers.enrolments.caseManagerHint')}
          options={[
            { value: '', label: t('fathers.enrolments.recordCaseManager') },
            ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.displayName })),
          ]}
        />
      )}
    </Form>
  );
}

/** Moves an enrolment on: its status, and once he has left it, the day and why. */
export function EnrolmentEditForm({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      status: r.oneOf(t('fields.status'), FATHER_STATUSES),
      exitedAt: r.optional(),
      exitReason: r.text(t('fields.exitReason'), limits.EnrolmentInput.exitReason),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;
  const before: Values = { status: enrolment.status, exitedAt: enrolment.exitedAt ?? '', exitReason: enrolment.exitReason };
  const form = useAppForm<Values>(schema, before);
  const status = useWatch({ control: form.control, name: 'status' });
  const left = status === 'exited' || status === 'completed';
  const update = useUpdateEnrolment();
  const refusal = useRefusal();

  const onSubmit = async (values: Values) => {
    refusal.clear();
    const ended = values.status === 'exited' || values.status === 'completed';
    const after = { status: values.status, exitedAt: ended ? values.exitedAt || null : null, exitReason: ended ? values.exitReason.trim() : '' };
    const changes: EnrolmentChanges = {};
    if (after.status !== enrolment.status) changes.status = after.status;
    if (after.exitedAt !== (enrolment.exitedAt ?? null)) changes.exitedAt = after.exitedAt;
    if (after.exitReason !== enrolment.exitReason) changes.exitReason = after.exitReason;
    if (Object.keys(changes).length > 0) await update.mutateAsync({ id: enrolment.id, changes });
    notify.success(t('fathers.enrolments.toasts.saved'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} onError={refusal.onError} submitLabel={t('fathers.enrolments.save')} aria-label={t('fathers.enrolments.editTitle', { program: enrolment.programName })}>
      {refusal.shown}
      <SelectField name="status" label={t('fields.status')} options={FATHER_STATUSES.map((value) => ({ value, label: t(`program.fatherStatus.${value}`) }))} />
      {left && (
        <>
          <TextField name="exitedAt" label={t('fields.exitDate')} type="date" />
          <TextField name="exitReason" label={t('fields.exitReason')} autoComplete="off" />
        </>
      )}
    </Form>
  );
}
