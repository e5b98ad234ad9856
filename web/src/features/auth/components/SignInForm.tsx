import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { isEmail } from '@/lib/email';
import { notify } from '@/lib/toasts';
import { signIn } from '../api/sign-in';

type Field = 'email' | 'password';
const FIELDS: Field[] = ['email', 'password'];

/**
 * The sign-in form without the form kit: react-hook-form and zod are 40 KB of gzip, a
 * quarter of what a phone may download before this screen (issue 13's budget). It behaves as
 * every form of the app does (components/form): a field's message when it loses focus, then
 * on every change; the form's message after a refused submit, focus on the first wrong
 * field; the server's field messages on the fields and its message in a toast.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [fromServer, setFromServer] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = (field: Field, value: string): string | undefined => {
    const text = value.trim();
    if (text === '') return t('validation.required', { field: t(`fields.${field}`) });
    if (field === 'email' && !isEmail(text)) return t('validation.email');
    return undefined;
  };
  const errorOf = (field: Field) =>
    fromServer[field] ?? (touched[field] || submitted ? check(field, values[field]) : undefined);
  const showFormError = submitted && FIELDS.some((field) => errorOf(field));

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const wrong = FIELDS.find((field) => check(field, values[field]));
    if (wrong) {
      const input = form.elements.namedItem(wrong);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setSubmitting(true);
    try {
      // Once signed in, the guard on this route sends the user on.
      await signIn({ email: values.email.trim(), password: values.password.trim() });
    } catch (caught) {
      const error = toApiError(caught);
      setFromServer({ email: error.fields.email, password: error.fields.password });
      notify.error(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    name,
    label: t(`fields.${name}`),
    withAsterisk: true,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.signIn.title')}>
      <Stack gap="md">
        <TextInput {...field('email')} type="email" inputMode="email" autoComplete="email" />
        <PasswordInput
          {...field('password')}
          autoComplete="current-password"
          // The show/hide button's name, in the page's language (the kit's is English).
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
        />
        {showFormError && (
          <Alert color="red" role="alert" variant="light">
            {t('validation.form')}
          </Alert>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
