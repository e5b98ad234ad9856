import { Checkbox, Fieldset, Input, Stack, Switch, Text } from '@mantine/core';
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

/**
 * Several of a short list (a group's facilitators): a fieldset of checkboxes named by `label`,
 * its value the chosen options' values in the list's order. Shows its message as it changes.
 */
export function CheckboxListField<TValues extends FieldValues>(
  props: FieldProps<TValues> & { options: { value: string; label: string }[]; empty?: string },
) {
  const { common, value, onChange } = useField(props, 'change');
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (option: string, checked: boolean) =>
    onChange(props.options.map((o) => o.value).filter((v) => (v === option ? checked : chosen.includes(v))));
  return (
    <Fieldset legend={props.label} variant="unstyled" p={0}>
      {props.description && <Input.Description mb="xs">{props.description}</Input.Description>}
      <Stack gap="xs">
        {props.options.length === 0 && props.empty && (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
        {props.options.map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? common.ref : undefined}
            name={common.name}
            value={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onBlur={common.onBlur}
            onChange={(event: ChangeEvent<HTMLInputElement>) => toggle(option.value, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {common.error && <Input.Error mt="xs">{common.error}</Input.Error>}
    </Fieldset>
  );
}
