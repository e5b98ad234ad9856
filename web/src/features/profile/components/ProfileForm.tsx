import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextField, useAppForm } from '@/components/form';
import type { User } from '@/lib/api/types';
import { LANGUAGES, toLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useUpdateMe } from '../api/update-me';
import type { ProfileInput } from '../api/types';

export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      displayName: r.required(t('fields.displayName')),
      firstName: r.optional(),
      lastName: r.optional(),
      preferredLanguage: r.oneOf(t('fields.preferredLanguage'), LANGUAGES),
    });
  }, [t]);
  const form = useAppForm(schema, {
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredLanguage: toLanguage(user.preferredLanguage),
  });
  const save = useUpdateMe();

  const onSubmit = async (values: ProfileInput) => {
    const saved = await save.mutateAsync(values);
    // The toast speaks the language just chosen: its strings may still be on their way.
    const language = toLanguage(saved.preferredLanguage);
    await i18n.loadLanguages(language);
    notify.success(t('profile.saved', { lng: language }));
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('profile.save')} aria-label={t('profile.details')}>
      <TextField name="displayName" label={t('fields.displayName')} autoComplete="nickname" required />
      <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
      <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
      <SelectField
        name="preferredLanguage"
        label={t('fields.preferredLanguage')}
        description={t('profile.languageHint')}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
      />
    </Form>
  );
}
