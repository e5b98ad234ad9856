import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './object-url';

describe('useObjectUrl', () => {
  let made = 0;
  beforeEach(() => {
    made = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:${++made}`), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes one URL per Blob, shared while shown, and revokes it when the last one unmounts', () => {
    const blob = new Blob(['a']);
    const first = renderHook(() => useObjectUrl(blob));
    const second = renderHook(() => useObjectUrl(blob));
    expect(first.result.current).toBe('blob:1');
    expect(second.result.current).toBe('blob:1');
    first.unmount();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    second.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });

  it('revokes the old URL when the Blob changes, and makes none without a Blob', () => {
    const hook = renderHook(({ blob }: { blob: Blob | undefined }) => useObjectUrl(blob), {
      initialProps: { blob: undefined as Blob | undefined },
    });
    expect(hook.result.current).toBeUndefined();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    hook.rerender({ blob: new Blob(['a']) });
    expect(hook.result.current).toBe('blob:1');
    hook.rerender({ blob: new Blob(['b']) });
    expect(hook.result.current).toBe('blob:2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });
});
