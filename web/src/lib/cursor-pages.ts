import type { QueryClient } from '@tanstack/react-query';

// Lists the server pages by cursor (fathers, accounts), shown a numbered page at a time: a full
// page names where the next starts in its `x-next-cursor` header. A page is asked for just after
// the previous page's cursor when that page is in the cache (a deep page costs the server what
// the first does), else by its number (a page opened from a link). The area's feature writes the
// call, its query parameters and its key; this is the bookkeeping between them.

/** Where the next page starts (the server names it on a full page); null on the last. */
export interface NextCursor {
  nextCursor: string | null;
}

/**
 * One page of such a list: its rows under the list's name (`users`, `fathers`; the shape the
 * device keeps between visits, so a rename would empty the list shown offline) and its next cursor.
 */
export type CursorPage<Name extends string, T> = { [K in Name]: T[] } & NextCursor;

/** Makes one call of a list and notes its next cursor: `call` passes `onResponse` to GET. */
export async function readCursorPage<Name extends string, T>(
  name: Name,
  call: (onResponse: (response: Response) => void) => Promise<T[]>,
): Promise<CursorPage<Name, T>> {
  let nextCursor: string | null = null;
  const rows = await call((response) => {
    nextCursor = response.headers.get('x-next-cursor');
  });
  return { [name]: rows, nextCursor } as CursorPage<Name, T>;
}

/**
 * The key and read of page `page` (zero-based) for the feature's `queryOptions`: `pageKey` names
 * any page's key, and `read` gets the previous page's cursor when it is in the cache, else
 * undefined (then it asks by the page's number).
 */
export function cursorPageQuery<Page extends NextCursor, K extends readonly unknown[]>(
  pageKey: (page: number) => K,
  page: number,
  read: (cursor: string | undefined) => Promise<Page>,
) {
  return {
    queryKey: pageKey(page),
    queryFn: ({ client }: { client: QueryClient }) =>
      read((page > 0 && client.getQueryData<Page>(pageKey(page - 1))?.nextCursor) || undefined),
  };
}

export function hasNextPage(page: NextCursor | undefined): boolean {
  return Boolean(page?.nextCursor);
}
