import { describe, expect, it } from 'vitest';
import { selectionState, toggleAll, toggleOne, visibleSelection } from './selection';

const listed = ['a', 'b', 'c'];

describe('cleanup selection', () => {
  it('toggles one row in and out', () => {
    const once = toggleOne(new Set(), 'b');
    expect([...once]).toEqual(['b']);
    expect([...toggleOne(once, 'b')]).toEqual([]);
  });

  it('does not change the selection it was given', () => {
    const selected = new Set(['a']);
    toggleOne(selected, 'b');
    toggleAll(selected, listed);
    expect([...selected]).toEqual(['a']);
  });

  it('selects all rows from none or some, and clears them from all', () => {
    expect([...toggleAll(new Set(), listed)]).toEqual(listed);
    expect([...toggleAll(new Set(['b']), listed)]).toEqual(listed);
    expect([...toggleAll(new Set(listed), listed)]).toEqual([]);
  });

  it('tells none, some and all apart for the select-all box', () => {
    expect(selectionState(new Set(), listed)).toBe('none');
    expect(selectionState(new Set(['a']), listed)).toBe('some');
    expect(selectionState(new Set(listed), listed)).toBe('all');
    expect(selectionState(new Set(), [])).toBe('none');
  });

  it('ignores selected ids that are no longer listed', () => {
    const selected = new Set(['a', 'gone']);
    expect([...visibleSelection(selected, listed)]).toEqual(['a']);
    expect(selectionState(new Set(['gone']), listed)).toBe('none');
    expect(selectionState(new Set(['a', 'b', 'c', 'gone']), listed)).toBe('all');
  });
});
