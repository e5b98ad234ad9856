import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstPaintForTests, useAfterFirstPaint } from './after-first-paint';

beforeEach(() => resetFirstPaintForTests());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what waits until the page is on screen', () => {
  it('starts two frames after the first page is drawn, and a layout mounted later does not wait again', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const first = renderHook(() => useAfterFirstPaint());
    expect(first.result.current).toBe(false);
    act(() => frames.shift()?.(0));
    expect(first.result.current).toBe(false);
    act(() => frames.shift()?.(16));
    expect(first.result.current).toBe(true);

    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
  });

  it('starts all the same in a tab in the background, which draws no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const hidden = renderHook(() => useAfterFirstPaint());
    expect(hidden.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(hidden.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hidden.result.current).toBe(true);
  });
});
