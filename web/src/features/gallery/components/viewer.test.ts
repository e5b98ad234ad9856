import { describe, expect, it } from 'vitest';
import type { Photo } from '../api/types';
import { afterDeletion, needsNextPage, panTo, position, swipeDirection } from './viewer';

const photos = [1, 2, 3].map((n) => ({ id: `0190-000${n}` }) as Photo);

describe('viewer navigation', () => {
  it('finds the open photo and its neighbours', () => {
    expect(position(photos, '0190-0002')).toEqual({ index: 1, previous: photos[0], next: photos[2] });
    expect(position(photos, '0190-0001')).toMatchObject({ previous: null, next: photos[1] });
    expect(position(photos, '0190-0003')).toMatchObject({ previous: photos[1], next: null });
    expect(position(photos, '0190-0009')).toEqual({ index: -1, previous: null, next: null });
  });

  it('loads on while a shared photo (or the next neighbour of the last loaded one) is in pages to come', () => {
    expect(needsNextPage(photos, '0190-0009', true)).toBe(true);
    expect(needsNextPage(photos, '0190-0003', true)).toBe(true);
    expect(needsNextPage(photos, '0190-0002', true)).toBe(false);
    expect(needsNextPage(photos, '0190-0009', false)).toBe(false);
    expect(needsNextPage([], '0190-0001', true)).toBe(true);
  });

  it('shows the next photo after a deletion, else the previous, else none', () => {
    expect(afterDeletion(photos, '0190-0002')).toBe(photos[2]);
    expect(afterDeletion(photos, '0190-0003')).toBe(photos[1]);
    expect(afterDeletion([photos[0]], '0190-0001')).toBeNull();
  });

  it('reads a quick sideways swipe: leftwards is the next photo, rightwards the previous', () => {
    expect(swipeDirection(-120, 10, 200)).toBe('next');
    expect(swipeDirection(120, -20, 200)).toBe('previous');
    // Too short, too slow, or mostly up and down (a scroll).
    expect(swipeDirection(-30, 0, 100)).toBeNull();
    expect(swipeDirection(-200, 0, 2000)).toBeNull();
    expect(swipeDirection(-100, 90, 200)).toBeNull();
  });

  it('moves a zoomed photo with the finger, never showing past its edges', () => {
    const frame = { width: 360, height: 600 };
    // Twice the size: the layer runs from -360 to 0 across, -600 to 0 down.
    expect(panTo({ x: -100, y: -100 }, -50, 20, frame, 2)).toEqual({ x: -150, y: -80 });
    expect(panTo({ x: -100, y: -100 }, 500, 500, frame, 2)).toEqual({ x: 0, y: 0 });
    expect(panTo({ x: -100, y: -100 }, -500, -900, frame, 2)).toEqual({ x: -360, y: -600 });
  });
});
