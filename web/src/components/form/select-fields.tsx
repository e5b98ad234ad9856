import { NativeSelect, Select } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './fields';

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
