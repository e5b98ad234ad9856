import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { rules } from '@/lib/validation';
import { CheckboxField, Form, INPUT_DEBOUNCE_MS, PasswordField, TextField, useAppForm, type ValidateOn } from '.';

function ContactForm({ onSubmit, validateOn }: { onSubmit: (values: unknown) => void; validateOn?: ValidateOn }) {
  const { t } = useTranslation();
  const r = rules(t);
  const schema = z
    .object({
      name: r.required('Name'),
      email: r.email('Email'),
      website: r.url('Website'),
      age: r.number('Age'),
      password: r.required('Password'),
      confirm: r.required('Confirm password'),
      agree: z.boolean().refine((value) => value, { error: t('validation.required', { field: 'Consent' }) }),
    })
    .refine(...r.matches('confirm', 'password', 'Password'));
  const form = useAppForm(schema, {
    name: '',
    email: '',
    website: '',
    age: '',
    password: '',
    confirm: '',
    agree: false,
  });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Save" validateOn={validateOn}>
      <TextField name="name" label="Name" />
      <TextField name="email" label="Email" type="email" />
      <TextField name="website" label="Website" type="url" />
      <TextField name="age" label="Age" />
      <PasswordField name="password" label="Password" />
      <PasswordField name="confirm" label="Confirm password" />
      <CheckboxField name="agree" label="I agree" />
    </Form>
  );
}

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <MantineProvider>
      <ContactForm onSubmit={onSubmit} validateOn={props.validateOn} />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('form kit', () => {
  it('shows a field message when the field loses focus, not before', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Name'));
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });

  it('uses the product’s form messages', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Website'), 'nowhere');
    await user.type(screen.getByLabelText('Age'), 'old');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-two');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL.')).toBeInTheDocument();
    expect(screen.getByText('Age must be a number.')).toBeInTheDocument();
    expect(screen.getByText('Password does not match.')).toBeInTheDocument();
  });

  it('shows the form-level message when submitted with errors, and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, not all fields are filled out correctly.');
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates checkboxes as they change', async () => {
    const { user } = renderForm();
    const box = screen.getByLabelText('I agree');
    await user.click(box);
    await user.click(box);
    expect(await screen.findByText('Consent is required.')).toBeInTheDocument();
  });

  it('validates live while typing, after the input debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <MantineProvider>
          <ContactForm onSubmit={vi.fn()} validateOn="live" />
        </MantineProvider>,
      );
      await user.type(screen.getByLabelText('Email'), 'x');
      expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));
      expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('submits valid values', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Website'), 'https://example.com');
    await user.type(screen.getByLabelText('Age'), '34');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-one');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
