import { MultiSelect } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchOption } from '@/components/SearchSelect';
import { limits } from '@/lib/api/limits.gen';
import { useFatherNames, usePicturedOptions } from '../api/pictured';
import type { Album } from '../api/types';

/**
 * Who is pictured: the fathers of the album's group (or, for an album for everyone, any father
 * the staff member can see, searched by name), several at once.
 */
export function PicturedPicker({
  album,
  value,
  onChange,
  inputRef,
}: {
  album: Album;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Its search box: focused when staff are sent back to tag who is pictured. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Those chosen from a search keep their names when the next search no longer finds them.
  const [chosen, setChosen] = useState<SearchOption[]>([]);
  const pictured = usePicturedOptions(album.groupId ?? null, search);
  const tagged = useFatherNames(value, [...pictured.options, ...chosen], t('gallery.pictured.unknown'));
  const data = [...tagged, ...pictured.options.filter((option) => !value.includes(option.value))];

  return (
    <MultiSelect
      ref={inputRef}
      label={t('gallery.pictured.label')}
      description={album.groupId ? t('gallery.pictured.groupHint', { group: album.groupName ?? '' }) : t('gallery.pictured.searchHint')}
      placeholder={value.length === 0 ? t('gallery.pictured.placeholder') : undefined}
      data={data}
      value={value}
      onChange={(next) => {
        setChosen((before) => [...before, ...pictured.options.filter((option) => next.includes(option.value))]);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // An album for everyone: the server has matched name, e-mail or phone; the box does not filter again.
      filter={pictured.local ? undefined : ({ options }) => options}
      hidePickedOptions
      clearable
      // Chosen for an upload (PhotoForm) or a photo's new list (PhotoTags).
      maxValues={Math.min(limits.PhotoForm.tags.maxItems, limits.PhotoTags.maxItems)}
      nothingFoundMessage={pictured.loading ? undefined : t('gallery.pictured.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
