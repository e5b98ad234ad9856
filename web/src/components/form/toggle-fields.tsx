import { Checkbox, Switch } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './fields';

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
