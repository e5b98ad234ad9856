import { Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextField, useAppForm } from '@/components/form';
import type { User } from '@/lib/api/types';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from '@/lib/i18n';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useCreateUser } from '../api/create-user';
import type { UserChanges, UserInput } from '../api/types';
import { useUpdateUser } from '../api/update-user';
import { ACCOUNT_ROLES, accountRole, roleFields, type AccountRole } from './labels';

export function userSchema(t: TFunction) {
  const r = rules(t);
  return z.object({
    email: r.email(t('fields.email')),
    displayName: r.required(t('fields.displayName')),
    firstName: r.optional(),
    lastName: r.optional(),
    preferredLanguage: r.oneOf(t('fields.preferredLanguage'), LANGUAGES),
    role: z.enum(ACCOUNT_ROLES),
  });
}

/** The form's fields; the role is sent as `isAdmin` and `staffRole`. */
export type UserFormValues = z.infer<ReturnType<typeof userSchema>>;

function initialValues(user: User | null): UserFormValues {
  return {
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    preferredLanguage: user ? toLanguage(user.preferredLanguage) : DEFAULT_LANGUAGE,
    role: user ? accountRole(user) : 'father',
  };
}

/** What a create sends: the fields, with the role as `isAdmin` and `staffRole`. */
export function createBody({ role, ...fields }: UserFormValues): UserInput {
  return { ...fields, ...roleFields(role) };
}

/** The fields whose value differs from the account as loaded: an update sends only those. */
export function changedFields(before: UserFormValues, after: UserFormValues): UserChanges {
  const changes: UserChanges = {};
  for (const key of Object.keys(after) as (keyof UserFormValues)[]) {
    if (key === 'role' || after[key] === before[key]) continue;
    Object.assign(changes, { [key]: after[key] });
  }
  // A new role is sent whole: a father's account (isAdmin false, no staff role), staff or director.
  if (after.role !== before.role) Object.assign(changes, roleFields(after.role));
  return changes;
}

export interface UserFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The account to edit; null creates one. */
  user: User | null;
}

export function UserFormDialog({ opened, onClose, user }: UserFormDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={user ? t('users.form.editTitle') : t('users.form.createTitle')}
      fullScreen={phone}
      size="lg"
    >
      {/* The modal mounts its content on opening, so every opening starts from fresh values. */}
      <UserForm user={user} onDone={onClose} />
    </Dialog>
  );
}

function UserForm({ user, onDone }: { user: User | null; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => userSchema(t), [t]);
  const initial = useMemo(() => initialValues(user), [user]);
  const form = useAppForm(schema, initial);
  const create = useCreateUser();
  const update = useUpdateUser();

  const onSubmit = async (values: UserFormValues) => {
    if (!user) {
      await create.mutateAsync(createBody(values));
      notify.success(t('users.toasts.created'));
    } else {
      const changes = changedFields(initial, values);
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: user.id, changes });
        notify.success(t('users.toasts.updated'));
      }
    }
    onDone();
  };

  const languages = LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }));
  const roles = ACCOUNT_ROLES.map((value: AccountRole) => ({ value, label: t(`roles.${value}`) }));
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={user ? t('users.form.editSubmit') : t('users.form.createSubmit')}
      aria-label={user ? t('users.form.editTitle') : t('users.form.createTitle')}
    >
      {!user && (
        <Text size="sm" c="dimmed">
          {t('users.form.createHint')}
        </Text>
      )}
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" required />
      <TextField name="displayName" label={t('fields.displayName')} autoComplete="off" required />
      <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" />
      <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" />
      <SelectField name="preferredLanguage" label={t('fields.preferredLanguage')} options={languages} />
      <SelectField name="role" label={t('fields.role')} description={t('users.form.roleDescription')} options={roles} />
    </Form>
  );
}
