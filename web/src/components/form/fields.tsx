import { Checkbox, NativeSelect, Select, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core';
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

/**
 * Wires a field to the form and validates it at the moment its setting asks for (the
 * form's setting unless the field or its kind says otherwise). `common` holds the props
 * every Mantine input takes the same way (inputs but not checkboxes also show `required`
 * as an asterisk); `text` is the value as an input's string.
 */
function useField<TValues extends FieldValues>(
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
}

export function TextField<TValues extends FieldValues>(props: TextFieldProps<TValues>) {
  const { type = 'text', autoComplete, inputMode } = props;
  const { common, required, text, onChange } = useField(props);
  return (
    <TextInput
      {...common}
      withAsterisk={required}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode ?? (type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined)}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  );
}

export function PasswordField<TValues extends FieldValues>(props: FieldProps<TValues> & { autoComplete?: string }) {
  const { common, required, text, onChange } = useField(props);
  return (
    <PasswordInput
      {...common}
      withAsterisk={required}
      autoComplete={props.autoComplete ?? 'current-password'}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  );
}

type Options = { value: string; label: string }[];

/** Selects validate as soon as they change. */
export function SelectField<TValues extends FieldValues>(props: FieldProps<TValues> & { options: Options }) {
  const { common, required, text, onChange } = useField(props, 'change');
  return (
    <NativeSelect
      {...common}
      withAsterisk={required}
      data={props.options}
      value={text}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
    />
  );
}

interface ToggleProps<TValues extends FieldValues> extends FieldProps<TValues> {
  /** Called after the value changed, for forms whose other fields follow it. */
  onToggle?: (checked: boolean) => void;
}

/** Checkboxes show their message as soon as they change. */
export function CheckboxField<TValues extends FieldValues>(props: ToggleProps<TValues>) {
  const { common, value, onChange } = useField(props, 'change');
  return (
    <Checkbox
      {...common}
      checked={Boolean(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange(event.currentTarget.checked);
        props.onToggle?.(event.currentTarget.checked);
      }}
    />
  );
}

/** An on/off setting; like a checkbox, its message shows as soon as it changes. */
export function SwitchField<TValues extends FieldValues>(props: ToggleProps<TValues>) {
  const { common, value, onChange } = useField(props, 'change');
  return (
    <Switch
      {...common}
      checked={Boolean(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange(event.currentTarget.checked);
        props.onToggle?.(event.currentTarget.checked);
      }}
    />
  );
}

export function TextareaField<TValues extends FieldValues>(props: FieldProps<TValues> & { minRows?: number }) {
  const { common, required, text, onChange } = useField(props);
  return (
    <Textarea
      {...common}
      withAsterisk={required}
      autosize
      minRows={props.minRows ?? 3}
      value={text}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
    />
  );
}

/** A select that can be searched by typing, for long lists (accounts, groups). */
export function SearchableSelectField<TValues extends FieldValues>(
  props: FieldProps<TValues> & { options: Options; placeholder?: string; nothingFound?: string },
) {
  const { common, required, text, onChange } = useField(props, 'change');
  return (
    <Select
      {...common}
      withAsterisk={required}
      placeholder={props.placeholder}
      searchable
      clearable
      data={props.options}
      nothingFoundMessage={props.nothingFound}
      value={text || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
