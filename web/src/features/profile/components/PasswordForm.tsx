import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, PasswordField, useAppForm } from '@/components/form';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z
      .object({
        currentPassword: r.required(t('fields.currentPassword')),
        newPassword: r.password(t('fields.newPassword')),
        confirmPassword: r.required(t('fields.confirmPassword')),
      })
      .refine(...r.matches('confirmPassword', 'newPassword', t('fields.newPassword')));
  }, [t]);
  const form = useAppForm(schema, EMPTY);
  const change = useChangePassword();

  const onSubmit = async ({ currentPassword, newPassword }: z.infer<typeof schema>) => {
    await change.mutateAsync({ currentPassword, newPassword });
    form.reset(EMPTY);
    notify.success(t('profile.password.changed'));
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('profile.password.submit')} aria-label={t('profile.password.title')}>
      <PasswordField name="currentPassword" label={t('fields.currentPassword')} autoComplete="current-password" required />
      <PasswordField name="newPassword" label={t('fields.newPassword')} autoComplete="new-password" required />
      <PasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" required />
    </Form>
  );
}
