import { Checkbox, NativeSelect, Select, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { INPUT_DEBOUNCE_MS, useFormSettings, type ValidateOn } from './context';

interface FieldProps<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  description?: string;
  validateOn?: ValidateOn;
  required?: boolean;
}

/** Wires a field to the form and validates it at the moment its setting asks for. */
function useField<TValues extends FieldValues>(name: Path<TValues>, validateOn: ValidateOn) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control });
  const validate = useValidation(name, validateOn);
  const onChange = (value: unknown) => {
    field.onChange(value);
    validate();
  };
  return {
    inputRef: field.ref,
    name: field.name,
    value: field.value as unknown,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
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
}

export function TextField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn,
  required,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps<TValues>) {
  const settings = useFormSettings();
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn ?? settings.validateOn);
  return (
    <TextInput
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      withAsterisk={required}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode ?? (type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined)}
      value={(value as string | undefined) ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export function PasswordField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn,
  required,
  autoComplete = 'current-password',
}: FieldProps<TValues> & { autoComplete?: string }) {
  const settings = useFormSettings();
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn ?? settings.validateOn);
  return (
    <PasswordInput
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      withAsterisk={required}
      autoComplete={autoComplete}
      value={(value as string | undefined) ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export function SelectField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn,
  required,
  options,
}: FieldProps<TValues> & { options: { value: string; label: string }[] }) {
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn ?? 'change');
  return (
    <NativeSelect
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      withAsterisk={required}
      data={options}
      value={(value as string | undefined) ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

/** Checkboxes show their message as soon as they change. */
export function CheckboxField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn = 'change',
}: FieldProps<TValues>) {
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn);
  return (
    <Checkbox
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      checked={Boolean(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export function TextareaField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn,
  required,
  minRows = 3,
}: FieldProps<TValues> & { minRows?: number }) {
  const settings = useFormSettings();
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn ?? settings.validateOn);
  return (
    <Textarea
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      withAsterisk={required}
      autosize
      minRows={minRows}
      value={(value as string | undefined) ?? ''}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}


/** A select that can be searched by typing, for long lists (accounts, groups). */
export function SearchableSelectField<TValues extends FieldValues>({
  name,
  label,
  description,
  validateOn,
  required,
  options,
  placeholder,
  nothingFound,
}: FieldProps<TValues> & { options: { value: string; label: string }[]; placeholder?: string; nothingFound?: string }) {
  const { inputRef, name: inputName, value, onBlur, error, onChange } = useField<TValues>(name, validateOn ?? 'change');
  return (
    <Select
      ref={inputRef}
      name={inputName}
      label={label}
      description={description}
      withAsterisk={required}
      placeholder={placeholder}
      searchable
      clearable
      data={options}
      nothingFoundMessage={nothingFound}
      value={(value as string | undefined) || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
    />
  );
}
