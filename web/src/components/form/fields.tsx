import { PasswordInput, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT_DEBOUNCE_MS, useFormSettings, type ValidateOn } from './context';

// The text fields, and the wiring every kind of field shares. The other kinds are in their own
// files so that a form of text fields (sign-in) does not download selects, toggles and textareas.

export interface FieldProps<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  description?: string;
  validateOn?: ValidateOn;
  required?: boolean;
}

/**
 * Wires a field to the form and validates it at the moment its setting asks for (the
 * form's setting unless the field or its kind says otherwise). `common` holds the props
 * every Mantine input takes the same way (inputs but not checkboxes also show `required`
 * as an asterisk); `text` is the value as an input's string.
 */
export function useField<TValues extends FieldValues>(
  { name, label, description, validateOn, required }: FieldProps<TValues>,
  kindValidateOn?: ValidateOn,
) {
  const settings = useFormSettings();
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control });
  const validate = useValidation(name, validateOn ?? kindValidateOn ?? settings.validateOn);
  const onChange = (value: unknown) => {
    field.onChange(value);
    validate();
  };
  return {
    common: {
      ref: field.ref,
      name: field.name,
      label,
      description,
      onBlur: field.onBlur,
      error: fieldState.error?.message,
    },
    required,
    value: field.value as unknown,
    text: (field.value as string | undefined) ?? '',
    onChange,
  };
}

/** Blur-validated fields rely on the form's mode; 'change' and 'live' fields trigger here. */
function useValidation<TValues extends FieldValues>(name: Path<TValues>, validateOn: ValidateOn) {
  const { trigger } = useFormContext<TValues>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (validateOn === 'change') {
      void trigger(name);
    } else if (validateOn === 'live') {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void trigger(name), INPUT_DEBOUNCE_MS);
    }
  }, [name, trigger, validateOn]);
}

export interface TextFieldProps<TValues extends FieldValues> extends FieldProps<TValues> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'time' | 'datetime-local';
  autoComplete?: string;
  /** For numbers: the phone keyboard to show. */
  inputMode?: 'numeric' | 'decimal';
  /** For dates and times: the latest the browser's picker offers, in the input's own format. */
  max?: string;
}

export function TextField<TValues extends FieldValues>(props: TextFieldProps<TValues>) {
  const { type = 'text', autoComplete, inputMode, max } = props;
  const { common, required, text, onChange } = useField(props);
  return (
    <TextInput
      {...common}
      withAsterisk={required}
      type={type}
      max={max}
      autoComplete={autoComplete}
      inputMode={inputMode ?? (type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined)}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  );
}

export function PasswordField<TValues extends FieldValues>(props: FieldProps<TValues> & { autoComplete?: string }) {
  const { t } = useTranslation();
  const { common, required, text, onChange } = useField(props);
  return (
    <PasswordInput
      {...common}
      withAsterisk={required}
      // The show/hide button's name, in the page's language (the kit's is English).
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      autoComplete={props.autoComplete ?? 'current-password'}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  );
}
