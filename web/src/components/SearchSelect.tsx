import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: string;
  placeholder?: string;
  description?: string;
  /** Where the answers are cached; the search text is appended. */
  queryKey: readonly unknown[];
  /** Asks the server for the options matching what was typed (empty: the first ones). */
  search: (q: string) => Promise<SearchOption[]>;
  value: string | null;
  onChange: (option: SearchOption | null) => void;
  /** The chosen option when it is not (yet) among the answers, e.g. on an edit form. */
  selected?: SearchOption | null;
  nothingFound: string;
  error?: string;
  required?: boolean;
  onBlur?: () => void;
}

/** The search reaches the server this long after the last keystroke. */
export const SEARCH_SELECT_DEBOUNCE_MS = 250;

/** A select whose options come from a server search, for lists too long to load at once. */
export function SearchSelect({
  label,
  placeholder,
  description,
  queryKey,
  search,
  value,
  onChange,
  selected,
  nothingFound,
  error,
  required,
  onBlur,
}: SearchSelectProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SearchOption | null>(selected ?? null);
  const [q] = useDebouncedValue(text, SEARCH_SELECT_DEBOUNCE_MS);
  // Once something is chosen the box shows its label; that is not a new search.
  const query = chosen && q === chosen.label ? '' : q.trim();
  const answers = useQuery({
    queryKey: [...queryKey, 'search', query],
    queryFn: () => search(query),
    placeholderData: keepPreviousData,
  });

  const options = [...(answers.data ?? [])];
  const current = chosen ?? selected;
  if (current && current.value === value && !options.some((option) => option.value === current.value)) {
    options.unshift(current);
  }

  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      withAsterisk={required}
      searchable
      clearable
      data={options}
      // The server has already matched name, e-mail or phone; the box does not filter again.
      filter={({ options: all }) => all}
      value={value}
      searchValue={text}
      onSearchChange={setText}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next) ?? null;
        setChosen(option);
        onChange(option);
      }}
      onBlur={onBlur}
      nothingFoundMessage={answers.isFetching ? undefined : nothingFound}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
