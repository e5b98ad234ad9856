/** Every read of texts sits under this key: a text's live event refreshes them together. */
export const TEXTS_KEY = ['texts'] as const;

/** The staff's inbox: one row per father who has texts, unread first. */
export const INBOX_KEY = [...TEXTS_KEY, 'inbox'] as const;

/** A father's texts both ways, pages newest first, each newest first as the API sends them. */
export function threadKey(fatherId: string) {
  return [...TEXTS_KEY, 'thread', fatherId] as const;
}
