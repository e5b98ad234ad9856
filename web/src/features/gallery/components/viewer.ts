import type { Photo } from '../api/types';

// The viewer's navigation: where the open photo is among the loaded ones, and what a swipe meant.

export interface Position {
  /** -1 while the open photo is not among the loaded pages. */
  index: number;
  previous: Photo | null;
  next: Photo | null;
}

export function position(photos: Photo[], id: string): Position {
  const index = photos.findIndex((photo) => photo.id === id);
  if (index < 0) return { index, previous: null, next: null };
  return { index, previous: photos[index - 1] ?? null, next: photos[index + 1] ?? null };
}

/**
 * A photo opened by its link may sit in a page not loaded yet: ids sort in the album's order,
 * so while the last loaded id is before it and pages remain, the next page is needed.
 * Its next neighbour may also be the first photo of the next page.
 */
export function needsNextPage(photos: Photo[], id: string, hasNextPage: boolean): boolean {
  if (!hasNextPage) return false;
  const last = photos[photos.length - 1];
  return !last || last.id <= id;
}

/** Where the photo went after one was deleted: the next one, else the previous, else none. */
export function afterDeletion(photos: Photo[], id: string): Photo | null {
  const { next, previous } = position(photos, id);
  return next ?? previous;
}

/** A swipe is at least this long, mostly sideways, and quick. */
const SWIPE_MIN_PX = 50;
const SWIPE_MAX_MS = 800;
const SWIPE_SLOPE = 1.5;

export type SwipeDirection = 'next' | 'previous';

/** Leftwards shows the next photo (it comes in from the right), rightwards the previous. */
export function swipeDirection(dx: number, dy: number, ms: number): SwipeDirection | null {
  if (![dx, dy, ms].every(Number.isFinite)) return null;
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Where a zoomed photo goes when dragged by (dx, dy) from `from`: its edges never come inside
 * the frame. The zoomed layer is the frame's size times `scale`, its top-left corner at the
 * position, so the position runs from frame − frame × scale up to 0.
 */
export function panTo(
  from: { x: number; y: number },
  dx: number,
  dy: number,
  frame: { width: number; height: number },
  scale: number,
): { x: number; y: number } {
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * scale, value));
  return { x: clamp(from.x + dx, frame.width), y: clamp(from.y + dy, frame.height) };
}
