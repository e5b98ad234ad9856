import { useEffect, useState } from 'react';

/** Set once the app has drawn its first page: a layout mounted later has nothing to wait for. */
let painted = false;

/** How long a tab in the background (no frames) waits before it reads what waited all the same. */
const HIDDEN_TAB_MS = 1000;

/**
 * False while the app draws its first page, true two frames after that page is on screen: for
 * the reads a page does not show (the navigation's counts, the live stream, the user list), so on
 * a slow phone the page's own code and data come first and its first frame's task stays short
 * (issue 29). Two frames, because an effect runs right after the frame's work, before the frame
 * is shown.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    const finish = () => {
      painted = true;
      setDone(true);
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(finish);
    });
    const fallback = window.setTimeout(finish, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
    };
  }, [done]);
  return done;
}

/** Each test starts as a page load does: nothing drawn yet. */
export function resetFirstPaintForTests() {
  painted = false;
}
