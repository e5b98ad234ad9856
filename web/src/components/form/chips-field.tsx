import { Chip, Fieldset, Group, Input } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './fields';

/**
 * One of a few choices shown all at once as chips a finger can hit (a contact's method and
 * outcome): a fieldset named by `label` whose chips are radio buttons, the chosen one ticked, so
 * colour is not the only sign. Shows its message as it changes.
 */
export function ChipsField<TValues extends FieldValues>(
  props: FieldProps<TValues> & { options: { value: string; label: string }[] },
) {
  const { common, text, onChange } = useField(props, 'change');
  return (
    <Fieldset legend={props.label} variant="unstyled" p={0}>
      {props.description && <Input.Description mb="xs">{props.description}</Input.Description>}
      <Chip.Group multiple={false} value={text || null} onChange={(next) => onChange(next ?? '')}>
        <Group gap="xs">
          {props.options.map((option, index) => (
            <Chip
              key={option.value}
              ref={index === 0 ? common.ref : undefined}
              name={common.name}
              value={option.value}
              size="lg"
              onBlur={common.onBlur}
            >
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {common.error && <Input.Error mt="xs">{common.error}</Input.Error>}
    </Fieldset>
  );
}
