// What the app keeps on this device for one signed-in person (message drafts, unsent
// messages, when the push subscription was last saved): under `fm:<userId>:`, so that
// signing out removes all of it and nothing of one person is shown to the next.

const PREFIX = 'fm:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the app works without it.
    return null;
  }
}

function key(userId: string, name: string) {
  return `${PREFIX}${userId}:${name}`;
}

export function readUserItem<T>(userId: string, name: string): T | null {
  const raw = storage()?.getItem(key(userId, name));
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeUserItem(userId: string, name: string, value: unknown) {
  try {
    storage()?.setItem(key(userId, name), JSON.stringify(value));
  } catch {
    // Full or refused: the value lives only in memory for this visit.
  }
}

export function removeUserItem(userId: string, name: string) {
  storage()?.removeItem(key(userId, name));
}

/** Names (after the prefix) of this user's items that start with `start`. */
export function userItemNames(userId: string, start = ''): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = key(userId, start);
  const names: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith(prefix)) names.push(name.slice(key(userId, '').length));
  }
  return names;
}

const clearedListeners = new Set<(userId: string) => void>();

/** For what holds a user's items in memory too (the outbox): told when they are removed. */
export function onUserItemsCleared(listener: (userId: string) => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** On sign-out: everything kept for this user on this device goes. */
export function clearUserItems(userId: string) {
  for (const name of userItemNames(userId)) removeUserItem(userId, name);
  for (const listener of clearedListeners) listener(userId);
}
