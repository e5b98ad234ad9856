import { Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form, PasswordField, TextField, useAppForm } from '@/components/form';
import { rules } from '@/lib/validation';
import { useRegistrationOpen } from '../api/get-config';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';

export default function SignInRoute() {
  const { t } = useTranslation();
  const registrationOpen = useRegistrationOpen();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      email: r.email(t('fields.email')),
      password: r.required(t('fields.password')),
    });
  }, [t]);
  const form = useAppForm(schema, { email: '', password: '' });

  // Once signed in, the guard on this route sends the user on.
  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Form form={form} onSubmit={signIn} submitLabel={t('auth.signIn.submit')} aria-label={t('auth.signIn.title')}>
        <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <PasswordField name="password" label={t('fields.password')} autoComplete="current-password" required />
      </Form>
      <Anchor component={Link} to="/forgot-password" size="sm">
        {t('auth.signIn.forgot')}
      </Anchor>
      {registrationOpen && (
        <Group gap={4}>
          <Text size="sm">{t('auth.signIn.noAccount')}</Text>
          <Anchor component={Link} to="/register" size="sm">
            {t('auth.signIn.register')}
          </Anchor>
        </Group>
      )}
    </AuthCard>
  );
}
