/**
 * `promise`, or `otherwise` once `ms` have passed without its answer: for what start-up or
 * sign-out waits on only a moment (the session, saved data, a best-effort call to the server).
 * A rejection is the caller's to handle; the timer is cleared whichever comes first.
 */
export function atMost<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
