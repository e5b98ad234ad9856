import { Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './fields';

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
