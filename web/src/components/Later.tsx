import { useEffect, useState, type ReactNode } from 'react';

// Parts of a page drawn one task after another, not all in the task that draws the page: on a
// slow phone a record with eight sections was one long task (300 ms and more), where eight short
// ones let the phone paint and answer a tap in between (Lighthouse's total blocking time; issue
// 41, docs/benchmarks.md). Each part waits for its turn: one per task, in the order they were
// put on the page, so a later part never appears above an earlier one and pushes it down.
// Only the first page of a visit is drawn so, while the phone is busy starting the app: once its
// turns are done, pages are drawn whole (back to a record then finds it as tall as it was, and
// its scroll position is restored).

const turns: (() => void)[] = [];
let waiting = false;
let startedUp = false;

function next() {
  waiting = false;
  turns.shift()?.();
  if (turns.length > 0) wait();
  else startedUp = true;
}

function wait() {
  waiting = true;
  setTimeout(next, 0);
}

function queue(turn: () => void): () => void {
  turns.push(turn);
  if (!waiting) wait();
  return () => {
    const index = turns.indexOf(turn);
    if (index >= 0) turns.splice(index, 1);
  };
}

/**
 * Unit tests draw everything at once, as before: what they check is the page, not its pace. The
 * built app (and so every end-to-end test) draws in turns; `Later.test.tsx` checks the turns.
 */
let deferring = import.meta.env.PROD;

export function deferForTests(on: boolean) {
  deferring = on;
  startedUp = false;
}

/**
 * `children`, drawn in a task after the one that drew the page (and after the parts before it)
 * on the visit's first page; at once on the pages after it.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!deferring || startedUp);
  useEffect(() => {
    if (shown) return;
    return queue(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
