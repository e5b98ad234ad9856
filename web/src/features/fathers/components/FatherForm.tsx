import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Form,
  SearchableSelectField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useAppForm,
} from '@/components/form';
import { fatherTypeLabel } from '@/components/program/labels';
import { useStaffLabel } from '@/features/accounts';
import { ProgramSelectField, type Program } from '@/features/programs';
import { FATHER_STATUSES, FATHER_TYPES, SETTINGS, type Father, type FatherInput, type NewFatherInput } from '@/lib/api/program';
import type { StaffMember, User } from '@/lib/api/types';
import { toDateInput } from '@/lib/dates';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from '@/lib/i18n';
import { rules } from '@/lib/validation';

/** `requireProgram`: a new record, once there are two programs to put him in. */
export function fatherSchema(t: TFunction, requireProgram = false) {
  const r = rules(t);
  const thisYear = new Date().getFullYear();
  return z.object({
    firstName: r.required(t('fields.firstName')),
    lastName: r.required(t('fields.lastName')),
    email: r.optionalEmail(),
    phone: r.optional(),
    remindersSms: z.boolean(),
    preferredLanguage: r.oneOf(t('fields.preferredLanguage'), LANGUAGES),
    dateOfBirth: r.optional(),
    address: r.optional(),
    children: z.array(
      z.object({
        name: r.required(t('fields.childName')),
        birthYear: r.optionalInteger(t('fields.birthYear'), 1900, thisYear + 1),
      }),
    ),
    fatherType: r.optional(),
    setting: r.optional(),
    referralSource: r.optional(),
    status: r.oneOf(t('fields.status'), FATHER_STATUSES),
    enrollmentDate: r.optional(),
    exitDate: r.optional(),
    exitReason: r.optional(),
    caseManagerId: r.optional(),
    userId: r.optional(),
    notes: r.optional(),
    programId: requireProgram ? r.required(t('programs.select.label')) : r.optional(),
  });
}

export type FatherFormValues = z.infer<ReturnType<typeof fatherSchema>>;

export function initialValues(father: Father | null): FatherFormValues {
  return {
    firstName: father?.firstName ?? '',
    lastName: father?.lastName ?? '',
    email: father?.email ?? '',
    phone: father?.phone ?? '',
    // His reminders go by text too unless someone turned it off (the server's default).
    remindersSms: father?.remindersSms ?? true,
    preferredLanguage: father ? toLanguage(father.preferredLanguage) : DEFAULT_LANGUAGE,
    dateOfBirth: father?.dateOfBirth ?? '',
    address: father?.address ?? '',
    children: (father?.children ?? []).map((child) => ({
      name: child.name,
      birthYear: child.birthYear === null ? '' : String(child.birthYear),
    })),
    fatherType: father?.fatherType ?? '',
    setting: father?.setting ?? '',
    referralSource: father?.referralSource ?? '',
    status: father?.status ?? 'enrolled',
    // A new record is enrolled today unless the form says otherwise.
    enrollmentDate: father ? (father.enrollmentDate ?? '') : toDateInput(new Date()),
    exitDate: father?.exitDate ?? '',
    exitReason: father?.exitReason ?? '',
    caseManagerId: father?.caseManagerId ?? '',
    userId: father?.userId ?? '',
    notes: father?.notes ?? '',
    programId: '',
  };
}

/**
 * The form's strings as the API wants them, a whole new record (an update sends the fields that
 * changed: changedFields): empty optional values are null. The case manager only
 * `withCaseManager` (a director: anyone else who sends it, even empty, is refused with 403).
 */
export function toFatherInput(values: FatherFormValues, withCaseManager = true): NewFatherInput {
  const exited = values.status === 'exited';
  const input: NewFatherInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    remindersSms: values.remindersSms,
    preferredLanguage: values.preferredLanguage,
    dateOfBirth: values.dateOfBirth || null,
    address: values.address.trim(),
    children: values.children.map((child) => ({
      name: child.name.trim(),
      birthYear: child.birthYear ? Number(child.birthYear) : null,
    })),
    fatherType: values.fatherType || null,
    setting: values.setting || null,
    referralSource: values.referralSource.trim(),
    status: values.status,
    enrollmentDate: values.enrollmentDate || null,
    // An exit date and reason belong to exited records only.
    exitDate: exited ? values.exitDate || null : null,
    exitReason: exited ? values.exitReason.trim() : '',
    caseManagerId: values.caseManagerId || null,
    userId: values.userId || null,
    notes: values.notes.trim(),
  };
  if (!withCaseManager) delete input.caseManagerId;
  // Only chosen with two programs or more; with one the server puts him in it.
  if (values.programId) input.programId = values.programId;
  return input;
}

/** What an update sends: only the fields whose value differs from the record as loaded. */
export function changedFields(before: FatherInput, after: FatherInput): FatherInput {
  const changes: FatherInput = {};
  for (const key of Object.keys(after) as (keyof FatherInput)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

function accountLabel(user: User): string {
  return `${user.displayName} (${user.email})`;
}

export interface FatherFormProps {
  father: Father | null;
  /**
   * The staff accounts a director chooses the case manager from. Null for other staff, who do
   * not choose one: they see the case manager read-only.
   */
  staff: StaffMember[] | null;
  /** Every account, for the linked sign-in: a director's. Null: the field is not shown. */
  accounts: User[] | null;
  onSubmit: (values: FatherFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
  /** The programs a new record is put in by choice (`programChoices`); null: no choice to make. */
  programs?: Program[] | null;
  /**
   * Opened to exit him: the status starts at Exited (what he was stays the "before" of the
   * changes sent) and the exit date has the focus.
   */
  exiting?: boolean;
}

export function FatherForm({ father, staff, accounts, programs = null, onSubmit, submitLabel, label, exiting = false }: FatherFormProps) {
  const { t } = useTranslation();
  const requireProgram = programs !== null;
  const schema = useMemo(() => fatherSchema(t, requireProgram), [t, requireProgram]);
  const initial = initialValues(father);
  const form = useAppForm(schema, exiting ? { ...initial, status: 'exited' as const } : initial);
  const children = useFieldArray({ control: form.control, name: 'children' });
  const status = useWatch({ control: form.control, name: 'status' });
  const childrenError = form.formState.errors.children?.message ?? form.formState.errors.children?.root?.message;
  const { setFocus } = form;
  useEffect(() => {
    if (exiting) setFocus('exitDate');
  }, [exiting, setFocus]);

  const fathersAccounts = (accounts ?? []).filter((user) => !user.isAdmin);
  // A linked account that is not in the list (deleted, or beyond the first 500) still shows.
  const linked = father?.userId && !(accounts ?? []).some((user) => user.id === father.userId) ? father.userId : null;
  const caseManager = useStaffLabel(father?.caseManagerId ? [father.caseManagerId] : []);

  const option = (value: string, text: string) => ({ value, label: text });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <Fieldset legend={t('fathers.form.sections.name')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" required />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" required />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('fathers.form.sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
          <TextField name="phone" label={t('fields.phone')} description={t('fathers.form.phoneHint')} type="tel" autoComplete="off" />
          <SelectField
            name="preferredLanguage"
            label={t('fields.preferredLanguage')}
            options={LANGUAGES.map((value) => option(value, t(`languages.${value}`)))}
          />
          <TextField name="dateOfBirth" label={t('fields.dateOfBirth')} type="date" />
        </SimpleGrid>
        <Stack mt="sm">
          <TextareaField name="address" label={t('fields.address')} minRows={2} />
          <SwitchField name="remindersSms" label={t('fathers.form.remindersSms')} description={t('fathers.form.remindersSmsHint')} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('fathers.form.sections.children')}>
        <Stack gap="sm">
          {children.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('fathers.form.noChildren')}
            </Text>
          )}
          {children.fields.map((field, index) => (
            <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                <TextField
                  name={`children.${index}.name`}
                  label={t('fathers.form.childName', { number: index + 1 })}
                  autoComplete="off"
                  required
                />
                <TextField
                  name={`children.${index}.birthYear`}
                  label={t('fields.birthYear')}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={24}
                onClick={() => children.remove(index)}
                aria-label={t('fathers.form.removeChild', { number: index + 1 })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {childrenError && (
            <Text size="sm" c="red" role="alert">
              {childrenError}
            </Text>
          )}
          <Button variant="light" onClick={() => children.append({ name: '', birthYear: '' })} style={{ alignSelf: 'flex-start' }}>
            {t('fathers.form.addChild')}
          </Button>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('fathers.form.sections.program')}>
        {programs && (
          <Stack mb="sm">
            <ProgramSelectField<FatherFormValues> name="programId" programs={programs} />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            name="status"
            label={t('fields.status')}
            options={FATHER_STATUSES.map((value) => option(value, t(`program.fatherStatus.${value}`)))}
          />
          <TextField name="enrollmentDate" label={t('fields.enrollmentDate')} type="date" />
          {status === 'exited' && (
            <>
              <TextField
                name="exitDate"
                label={t('fields.exitDate')}
                type="date"
                description={t('fathers.form.exitDateHint')}
              />
              <TextField name="exitReason" label={t('fields.exitReason')} autoComplete="off" />
            </>
          )}
          <SelectField
            name="fatherType"
            label={t('fields.fatherType')}
            options={[option('', t('fathers.form.notSet')), ...FATHER_TYPES.map((value) => option(value, fatherTypeLabel(t, value)))]}
          />
          <SelectField
            name="setting"
            label={t('fields.setting')}
            options={[option('', t('fathers.form.notSet')), ...SETTINGS.map((value) => option(value, t(`program.setting.${value}`)))]}
          />
          <TextField name="referralSource" label={t('fields.referralSource')} autoComplete="off" />
          {staff ? (
            <SelectField
              name="caseManagerId"
              label={t('fields.caseManager')}
              options={[option('', t('fathers.form.noCaseManager')), ...staff.map((member) => option(member.id, member.displayName))]}
            />
          ) : (
            <TextInput
              label={t('fields.caseManager')}
              description={t('fathers.form.caseManagerByDirector')}
              value={caseManager || t('fathers.form.noCaseManager')}
              readOnly
            />
          )}
        </SimpleGrid>
        {accounts && (
          <Stack mt="sm">
            <SearchableSelectField
              name="userId"
              label={t('fields.linkedAccount')}
              description={t('fathers.form.accountHint')}
              placeholder={t('fathers.form.noAccount')}
              nothingFound={t('fathers.form.noAccountMatch')}
              options={[
                ...fathersAccounts.map((user) => option(user.id, accountLabel(user))),
                ...(linked ? [option(linked, t('fathers.form.unknownAccount'))] : []),
              ]}
            />
          </Stack>
        )}
      </Fieldset>

      <Fieldset legend={t('fathers.form.sections.notes')}>
        <TextareaField name="notes" label={t('fields.notes')} description={t('fathers.form.notesHint')} minRows={4} />
      </Fieldset>
    </Form>
  );
}
