import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferForTests, Later } from './Later';

beforeEach(() => {
  vi.useFakeTimers();
  deferForTests(true);
});
afterEach(() => {
  deferForTests(false);
  vi.useRealTimers();
});

describe('parts of a page drawn later', () => {
  it('draws the page first, then one part per task, in the order they stand', async () => {
    render(
      <main>
        <h1>Mi progreso</h1>
        <Later>
          <p>Contact</p>
        </Later>
        <Later>
          <p>Groups</p>
        </Later>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Mi progreso' })).toBeInTheDocument();
    expect(screen.queryByText('Contact')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.queryByText('Groups')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('Groups')).toBeInTheDocument();
  });

  it('gives up its turn when the page is left before it', async () => {
    const { unmount } = render(
      <Later>
        <p>Contact</p>
      </Later>,
    );
    unmount();
    render(
      <Later>
        <p>Groups</p>
      </Later>,
    );
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('Groups')).toBeInTheDocument();
  });

  it('draws the pages after the first one at once', async () => {
    const { unmount } = render(
      <Later>
        <p>Contact</p>
      </Later>,
    );
    await act(() => vi.advanceTimersToNextTimerAsync());
    unmount();
    // Back to the record: as tall as it was at once, so its scroll position can be restored.
    render(
      <Later>
        <p>Groups</p>
      </Later>,
    );
    expect(screen.getByText('Groups')).toBeInTheDocument();
  });
});
