import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { FATHER_SEARCH_KEY, fatherQuery, searchFathers } from '@/features/fathers';
import { useGroups } from '@/features/groups';
import type { SearchOption } from '@/components/SearchSelect';

// Who may be tagged in an album's photos, and the names of those who are: a group's album
// pictures its members; an album for everyone, any father the staff member can see (found by a
// search, as a program has too many to list).

/** The search reaches the server this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

export interface Pictured {
  /** What the picker offers: the group's members, or the fathers matching the search. */
  options: SearchOption[];
  /** Whether the options are being read. */
  loading: boolean;
  /** The group's album: the picker filters its members itself; otherwise the server has matched. */
  local: boolean;
}

/** The fathers that can be tagged in the album's photos, as options by name. */
export function usePicturedOptions(groupId: string | null, search: string): Pictured {
  const groups = useGroups({ enabled: groupId !== null });
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [...FATHER_SEARCH_KEY, 'search', q],
    queryFn: () => searchFathers(q),
    placeholderData: keepPreviousData,
    enabled: groupId === null,
  });
  if (groupId !== null) {
    const members = groups.data?.find((group) => group.id === groupId)?.members ?? [];
    return {
      options: members.map((member) => ({ value: member.fatherId, label: `${member.firstName} ${member.lastName}` })),
      loading: groups.isPending,
      local: true,
    };
  }
  return { options: found.data ?? [], loading: found.isFetching, local: false };
}

/** The names of those tagged in a photo of the album: its group's members by name, anyone else from his record. */
export function usePicturedNames(groupId: string | null, ids: readonly string[], unknown: string): SearchOption[] {
  const groups = useGroups({ enabled: groupId !== null && ids.length > 0 });
  const members = groups.data?.find((group) => group.id === groupId)?.members ?? [];
  const known = members.map((member) => ({ value: member.fatherId, label: `${member.firstName} ${member.lastName}` }));
  // While the group is read, its members are not asked for one by one.
  const reading = groupId !== null && groups.isPending;
  const names = useFatherNames(reading ? [] : ids, known, unknown);
  return reading ? ids.map((id) => ({ value: id, label: '…' })) : names;
}

/**
 * The names of the fathers `ids` (tags), in their order: from `known` options when they hold
 * him, else from his record (read once and cached). `unknown` names one the reader cannot see
 * (out of his scope, or his record anonymised).
 */
export function useFatherNames(ids: readonly string[], known: readonly SearchOption[], unknown: string): SearchOption[] {
  const byId = new Map(known.map((option) => [option.value, option.label]));
  const missing = ids.filter((id) => !byId.has(id));
  const records = useQueries({ queries: missing.map((id) => ({ ...fatherQuery(id), retry: false })) });
  missing.forEach((id, index) => {
    const record = records[index]?.data;
    if (record) byId.set(id, `${record.firstName} ${record.lastName}`);
    else if (records[index]?.isError) byId.set(id, unknown);
  });
  return ids.map((id) => ({ value: id, label: byId.get(id) ?? '…' }));
}
