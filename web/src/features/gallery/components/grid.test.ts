import { describe, expect, it } from 'vitest';
import { columnsFor, DEFAULT_COLUMNS, nearEnd, rowCount, tileSize } from './grid';

describe('the photo grid', () => {
  it('fits three columns on a 360 px phone and bigger tiles on a computer', () => {
    // 360 px less the page's padding.
    expect(columnsFor(328)).toBe(3);
    expect(tileSize(328, 3)).toBe(104);
    expect(columnsFor(1000)).toBe(6);
    expect(columnsFor(0)).toBe(DEFAULT_COLUMNS);
    expect(columnsFor(150)).toBe(2);
  });

  it('counts rows and asks for more when the last rows on screen near the end of what is loaded', () => {
    expect(rowCount(2000, 6)).toBe(334);
    expect(rowCount(0, 6)).toBe(0);
    expect(nearEnd(10, 34)).toBe(false);
    expect(nearEnd(30, 34)).toBe(true);
    expect(nearEnd(-1, 0)).toBe(true);
  });
});
