import { useEffect, useState } from 'react';

/** When an item starts: an instant, or an all-day item's date (its local midnight). */
export function startTime(startsAt: string): number {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(startsAt) ? `${startsAt}T00:00:00` : startsAt).getTime();
}

/** The server refuses answers from the item's start on (409). */
export function hasStarted(startsAt: string, now = Date.now()): boolean {
  return now >= startTime(startsAt);
}

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** Whether the item has started, turning true at its start while the page stays open. */
export function useStarted(startsAt: string): boolean {
  // Drawn again at the start: the answer is read from the clock each time.
  const [, setTick] = useState(0);
  const started = hasStarted(startsAt);
  useEffect(() => {
    const wait = startTime(startsAt) - Date.now();
    if (wait <= 0 || wait > MAX_WAIT_MS) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [startsAt]);
  return started;
}
