// What holds a new build's reload: the modules that keep unsaved work register a counter here
// when they load, so the reload check does not download them (a page that never loaded them
// holds nothing unsaved).
const counters = new Set<() => number>();

export function holdReloadWhile(count: () => number) {
  counters.add(count);
}

/** How many things on this page the server does not have yet. */
export function unsavedWork(): number {
  let total = 0;
  for (const count of counters) total += count();
  return total;
}
