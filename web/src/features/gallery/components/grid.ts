// The photo grid's geometry: square tiles, as many columns as fit the width.

export const GRID_GAP_PX = 8;
/** The narrowest tile: three columns on a 360 px phone, bigger tiles on wider screens. */
const MIN_TILE_NARROW_PX = 96;
const MIN_TILE_WIDE_PX = 160;
const NARROW_PX = 600;
/** Before the grid has been measured (and in tests, where nothing has a size). */
export const DEFAULT_COLUMNS = 4;

export function columnsFor(width: number): number {
  if (width <= 0) return DEFAULT_COLUMNS;
  const min = width < NARROW_PX ? MIN_TILE_NARROW_PX : MIN_TILE_WIDE_PX;
  return Math.max(2, Math.floor((width + GRID_GAP_PX) / (min + GRID_GAP_PX)));
}

/** The side of one square tile, in pixels. */
export function tileSize(width: number, columns: number): number {
  if (width <= 0) return MIN_TILE_WIDE_PX;
  return Math.floor((width - GRID_GAP_PX * (columns - 1)) / columns);
}

export function rowCount(photos: number, columns: number): number {
  return Math.ceil(photos / columns);
}

/**
 * Whether the next page should be asked for: the last rows on screen (and a little beyond)
 * reach the end of what is loaded.
 */
export function nearEnd(lastVisibleRow: number, rows: number, aheadRows = 3): boolean {
  return rows === 0 || lastVisibleRow >= rows - 1 - aheadRows;
}
