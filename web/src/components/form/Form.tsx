import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { FormSettings, type ValidateOn } from './context';

export interface FormProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  onSubmit: (values: TValues) => Promise<unknown> | unknown;
  /** Called with the server's error; the default shows its message in an error toast. */
  onError?: (error: ApiError) => void;
  submitLabel: string;
  validateOn?: ValidateOn;
  children: ReactNode;
  'aria-label'?: string;
}

/** Whether the server's field name ('email', 'schedule.weekdays') is one of the form's fields. */
function hasField(values: object, name: string): boolean {
  let current: unknown = values;
  for (const part of name.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

export function Form<TValues extends FieldValues>({
  form,
  onSubmit,
  onError,
  submitLabel,
  validateOn = 'blur',
  children,
  'aria-label': ariaLabel,
}: FormProps<TValues>) {
  const { t } = useTranslation();
  const { errors, submitCount, isSubmitting } = form.formState;
  const showFormError = submitCount > 0 && Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (caught) {
      const error = toApiError(caught);
      for (const [name, message] of Object.entries(error.fields)) {
        if (hasField(values, name)) form.setError(name as Path<TValues>, { type: 'server', message });
      }
      if (onError) onError(error);
      else notify.error(error.message);
    }
  });

  return (
    <FormSettings.Provider value={{ validateOn }}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={ariaLabel}>
          <Stack gap="md">
            {children}
            {showFormError && (
              <Alert color="red" role="alert" variant="light">
                {t('validation.form')}
              </Alert>
            )}
            <Button type="submit" loading={isSubmitting} fullWidth>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </FormSettings.Provider>
  );
}
