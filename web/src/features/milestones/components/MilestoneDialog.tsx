import { Dialog } from '@/components/Dialog';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { SearchSelect, type SearchOption } from '@/components/SearchSelect';
import { milestoneKindLabel } from '@/components/program/labels';
import { FATHER_SEARCH_KEY, searchFathers } from '@/features/fathers';
import { COMPLETED_COURSE, MILESTONE_KINDS, type Milestone, type NewMilestoneInput } from '@/lib/api/program';
import { toDateInput } from '@/lib/dates';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useCreateMilestone } from '../api/create-milestone';
import { useUpdateMilestone } from '../api/update-milestone';

/** The kind select's value for a kind typed by hand. */
export const OTHER_KIND = 'other';

function milestoneSchema(t: TFunction, creating: boolean) {
  const r = rules(t);
  return z
    .object({
      fatherId: creating ? r.required(t('fields.father')) : r.optional(),
      title: r.required(t('fields.title')),
      kind: r.required(t('fields.kind')),
      customKind: r.optional(),
      achievedAt: r.required(t('fields.achievedAt')),
      note: r.optional(),
    })
    .refine((values) => values.kind !== OTHER_KIND || values.customKind.trim() !== '', {
      error: t('validation.required', { field: t('milestones.form.customKind') }),
      path: ['customKind'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    });
}

type MilestoneFormValues = z.infer<ReturnType<typeof milestoneSchema>>;

function initialValues(milestone: Milestone | null, fatherId: string): MilestoneFormValues {
  const known = milestone === null || milestone.kind === COMPLETED_COURSE || (MILESTONE_KINDS as readonly string[]).includes(milestone.kind);
  return {
    fatherId: milestone?.fatherId ?? fatherId,
    title: milestone?.title ?? '',
    kind: milestone ? (known ? milestone.kind : OTHER_KIND) : MILESTONE_KINDS[0],
    customKind: milestone && !known ? milestone.kind : '',
    achievedAt: milestone?.achievedAt ?? toDateInput(new Date()),
    note: milestone?.note ?? '',
  };
}

export function toMilestoneInput(values: MilestoneFormValues): Omit<NewMilestoneInput, 'fatherId'> {
  return {
    title: values.title.trim(),
    kind: values.kind === OTHER_KIND ? values.customKind.trim().toLowerCase() : values.kind,
    achievedAt: values.achievedAt,
    note: values.note.trim(),
  };
}

export interface MilestoneDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The milestone to edit; null adds one. */
  milestone: Milestone | null;
  /** The father a new milestone is for, when the page shows one father's. */
  father: SearchOption | null;
}

export function MilestoneDialog({ opened, onClose, milestone, father }: MilestoneDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const title = milestone ? t('milestones.form.editTitle') : t('milestones.form.createTitle');
  return (
    <Dialog opened={opened} onClose={onClose} title={title} fullScreen={phone} size="lg">
      <MilestoneForm milestone={milestone} father={father} onDone={onClose} label={title} />
    </Dialog>
  );
}

function MilestoneForm({
  milestone,
  father,
  onDone,
  label,
}: {
  milestone: Milestone | null;
  father: SearchOption | null;
  onDone: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const creating = milestone === null;
  const schema = useMemo(() => milestoneSchema(t, creating), [t, creating]);
  const initial = useMemo(() => initialValues(milestone, father?.value ?? ''), [milestone, father]);
  const form = useAppForm(schema, initial);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const create = useCreateMilestone();
  const update = useUpdateMilestone();

  const onSubmit = async (values: MilestoneFormValues) => {
    const input = toMilestoneInput(values);
    if (creating) {
      await create.mutateAsync({ ...input, fatherId: values.fatherId });
      notify.success(t('milestones.toasts.created'));
    } else {
      const before = toMilestoneInput(initial);
      const changes = Object.fromEntries(
        Object.entries(input).filter(([key, value]) => before[key as keyof typeof before] !== value),
      );
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: milestone.id, changes });
        notify.success(t('milestones.toasts.updated'));
      }
    }
    onDone();
  };

  const kinds = [
    ...MILESTONE_KINDS,
    ...(milestone?.kind === COMPLETED_COURSE ? [COMPLETED_COURSE] : []),
  ].map((value) => ({ value, label: milestoneKindLabel(t, value) }));

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={creating ? t('milestones.form.createSubmit') : t('milestones.form.editSubmit')}
      aria-label={label}
    >
      {creating && <FatherField selected={father} />}
      <TextField name="title" label={t('fields.title')} autoComplete="off" required />
      <SelectField
        name="kind"
        label={t('fields.kind')}
        required
        options={[...kinds, { value: OTHER_KIND, label: t('milestones.form.otherKind') }]}
      />
      {kind === OTHER_KIND && <TextField name="customKind" label={t('milestones.form.customKind')} autoComplete="off" required />}
      <TextField name="achievedAt" label={t('fields.achievedAt')} type="date" required />
      <TextareaField name="note" label={t('fields.note')} minRows={2} />
    </Form>
  );
}

function FatherField({ selected }: { selected: SearchOption | null }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<{ fatherId: string }>({ name: 'fatherId' });
  return (
    <SearchSelect
      label={t('fields.father')}
      placeholder={t('milestones.form.fatherPlaceholder')}
      queryKey={FATHER_SEARCH_KEY}
      search={searchFathers}
      value={field.value || null}
      selected={selected}
      onChange={(option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFound={t('milestones.form.noFatherMatch')}
      required
    />
  );
}
