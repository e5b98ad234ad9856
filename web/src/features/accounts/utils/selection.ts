/**
 * Which of the listed rows are selected. The selection only ever holds ids that are listed:
 * rows that disappear (removed, or another day range chosen) drop out of it.
 */
export type Selection = ReadonlySet<string>;

export function visibleSelection(selected: Selection, listed: readonly string[]): Set<string> {
  return new Set(listed.filter((id) => selected.has(id)));
}

export function toggleOne(selected: Selection, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects every listed row, or none when all are selected already. */
export function toggleAll(selected: Selection, listed: readonly string[]): Set<string> {
  return selectionState(selected, listed) === 'all' ? new Set() : new Set(listed);
}

export function selectionState(selected: Selection, listed: readonly string[]): 'none' | 'some' | 'all' {
  const count = listed.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === listed.length ? 'all' : 'some';
}
