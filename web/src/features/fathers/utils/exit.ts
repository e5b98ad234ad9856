// Exiting a father is editing his record with the status Exited: the page's "Exit" and the
// refused delete's offer open his edit form that way, by the address.

/** His edit form, opened with the status Exited (the exit date and reason to fill). */
export function exitFatherPath(id: string): string {
  return `/fathers/edit/${encodeURIComponent(id)}?status=exited`;
}

/** Whether the edit form was opened to exit him (`?status=exited`). */
export function opensToExit(params: URLSearchParams): boolean {
  return params.get('status') === 'exited';
}
