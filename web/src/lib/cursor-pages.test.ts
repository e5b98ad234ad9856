import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cursorPageQuery, hasNextPage, readCursorPage } from './cursor-pages';

describe('paging by cursor', () => {
  it('keeps the rows under the list’s name with the answer’s next cursor, null on the last page', async () => {
    const full = new Response('[]', { headers: { 'x-next-cursor': 'after-b' } });
    const page = await readCursorPage('users', async (onResponse) => {
      onResponse(full);
      return ['a', 'b'];
    });
    expect(page).toEqual({ users: ['a', 'b'], nextCursor: 'after-b' });
    expect(hasNextPage(page)).toBe(true);

    const last = await readCursorPage('users', async (onResponse) => {
      onResponse(new Response('[]'));
      return ['c'];
    });
    expect(last).toEqual({ users: ['c'], nextCursor: null });
    expect(hasNextPage(last)).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });

  it('asks for a page just after the previous one’s cursor when that page is in the cache, else by its number', async () => {
    const client = new QueryClient();
    const key = (page: number) => ['list', page] as const;
    const asked: (string | undefined)[] = [];
    const query = (page: number) =>
      cursorPageQuery(key, page, async (cursor) => {
        asked.push(cursor);
        return { rows: [page], nextCursor: `after-${page}` };
      });

    await client.fetchQuery(query(0));
    await client.fetchQuery(query(1));
    // Opened from a link: page 5 without page 4 read.
    await client.fetchQuery(query(5));
    expect(asked).toEqual([undefined, 'after-0', undefined]);
    expect(client.getQueryData(key(1))).toEqual({ rows: [1], nextCursor: 'after-1' });
  });
});
