import { Alert, Anchor, Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Form, PasswordField, TextField, useAppForm } from '@/components/form';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { requestPasswordReset } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';

/** Without ?token= it asks for the e-mail; the link in the e-mail brings the token back here. */
export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ success: boolean; message: string } | null>(null);
  const schema = useMemo(() => z.object({ email: rules(t).email(t('fields.email')) }), [t]);
  const form = useAppForm(schema, { email: '' });

  const onSubmit = async ({ email }: z.infer<typeof schema>) => {
    try {
      const answer = await requestPasswordReset(email);
      setResult({ success: true, message: t('auth.forgot.sent') });
      return answer;
    } catch (error) {
      setResult({
        success: false,
        message: error instanceof Error && error.message ? error.message : t('auth.forgot.failed'),
      });
    }
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {result?.success ? (
        <Alert color="green" role="status">
          {result.message}
        </Alert>
      ) : (
        <>
          {result && (
            <Alert color="red" role="alert">
              {result.message}
            </Alert>
          )}
          <Form form={form} onSubmit={onSubmit} submitLabel={t('auth.forgot.submit')} aria-label={t('auth.forgot.title')}>
            <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" required />
          </Form>
        </>
      )}
      <Anchor component={Link} to="/signin" size="sm">
        {t('auth.forgot.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const r = rules(t);
    return z
      .object({
        password: r.password(t('fields.newPassword')),
        confirmPassword: r.required(t('fields.confirmPassword')),
      })
      .refine(...r.matches('confirmPassword', 'password', t('fields.password')));
  }, [t]);
  const form = useAppForm(schema, { password: '', confirmPassword: '' });

  const onSubmit = async ({ password }: z.infer<typeof schema>) => {
    setFailure(null);
    await resetPassword({ token, password });
    setDone(true);
    notify.success(t('auth.reset.done'));
  };

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={done ? undefined : t('auth.reset.subtitle')}>
      {done ? (
        <>
          <Alert color="green" role="status">
            {t('auth.reset.done')}
          </Alert>
          <Button component={Link} to="/signin">
            {t('auth.reset.signIn')}
          </Button>
        </>
      ) : (
        <>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Form
            form={form}
            onSubmit={onSubmit}
            onError={(error) => setFailure(error.message)}
            submitLabel={t('auth.reset.submit')}
            aria-label={t('auth.reset.title')}
          >
            <PasswordField name="password" label={t('fields.newPassword')} autoComplete="new-password" required />
            <PasswordField
              name="confirmPassword"
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </Form>
          <Anchor component={Link} to="/signin" size="sm">
            {t('auth.forgot.backToSignIn')}
          </Anchor>
        </>
      )}
    </AuthCard>
  );
}
