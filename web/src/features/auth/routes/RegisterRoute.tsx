import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form, PasswordField, SelectField, TextField, useAppForm } from '@/components/form';
import { browserLanguage, LANGUAGES } from '@/lib/i18n';
import { rules } from '@/lib/validation';
import { useRegistrationOpen } from '../api/get-config';
import { register } from '../api/register';
import { AuthCard } from '../components/AuthCard';

export default function RegisterRoute() {
  const { t } = useTranslation();
  const registrationOpen = useRegistrationOpen();
  const schema = useMemo(() => {
    const r = rules(t);
    return z
      .object({
        displayName: r.required(t('fields.displayName')),
        firstName: r.optional(),
        lastName: r.optional(),
        email: r.email(t('fields.email')),
        password: r.password(t('fields.password')),
        confirmPassword: r.required(t('fields.confirmPassword')),
        preferredLanguage: r.oneOf(t('fields.preferredLanguage'), LANGUAGES),
      })
      .refine(...r.matches('confirmPassword', 'password', t('fields.password')));
  }, [t]);
  const form = useAppForm(schema, {
    displayName: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    preferredLanguage: browserLanguage(),
  });

  const onSubmit = ({ confirmPassword: _confirm, ...input }: z.infer<typeof schema>) => register(input);

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {registrationOpen ? (
        <Form form={form} onSubmit={onSubmit} submitLabel={t('auth.register.submit')} aria-label={t('auth.register.title')}>
          <TextField name="displayName" label={t('fields.displayName')} autoComplete="nickname" required />
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
          <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" required />
          <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" required />
          <PasswordField
            name="confirmPassword"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <SelectField
            name="preferredLanguage"
            label={t('fields.preferredLanguage')}
            options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </Form>
      ) : (
        <Alert color="yellow">{t('auth.register.closed')}</Alert>
      )}
      <Group gap={4}>
        <Text size="sm">{t('auth.register.haveAccount')}</Text>
        <Anchor component={Link} to="/signin" size="sm">
          {t('auth.register.signIn')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
