import { describe, expect, it } from 'vitest';
import { filterPath, listFilter, parseFilterPath } from './filters';

describe('list filters in the path', () => {
  it.each([
    ['', {}],
    ['status/enrolled', { status: 'enrolled' }],
    ['group/g1', { groupId: 'g1' }],
    ['status/exited/group/g1', { status: 'exited', groupId: 'g1' }],
    ['group/g1/status/referred/', { status: 'referred', groupId: 'g1' }],
    ['status/nonsense', {}],
    ['status', {}],
    ['colour/blue', {}],
  ])('reads /fathers/%s', (splat, expected) => {
    expect(parseFilterPath(splat)).toEqual(expected);
  });

  it('writes the path back in one order', () => {
    expect(filterPath({})).toBe('/fathers');
    expect(filterPath({ groupId: 'g 1', status: 'completed' })).toBe('/fathers/status/completed/group/g%201');
    expect(parseFilterPath(filterPath({ groupId: 'g 1' }).slice('/fathers/'.length))).toEqual({ groupId: 'g 1' });
  });

  it('takes search, sort and page from the query string', () => {
    expect(listFilter('status/enrolled', new URLSearchParams('q=sam&sort=-created&page=3'))).toEqual({
      status: 'enrolled',
      q: 'sam',
      sort: '-created',
      page: 2,
    });
    expect(listFilter(undefined, new URLSearchParams('sort=shoe-size&page=x'))).toEqual({ q: '', sort: 'name', page: 0 });
    expect(listFilter('status/exited', new URLSearchParams('programId=p2'))).toEqual({
      status: 'exited',
      programId: 'p2',
      q: '',
      sort: 'name',
      page: 0,
    });
    expect(listFilter('group/g1', new URLSearchParams('caseManagerId=st1'))).toEqual({
      groupId: 'g1',
      caseManagerId: 'st1',
      q: '',
      sort: 'name',
      page: 0,
    });
  });
});
