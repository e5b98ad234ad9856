/**
 * Navigations the worker must leave to the server: the API, signed media, calendar feeds, and
 * files opened directly (an icon, version.json), which are not pages of the app.
 */
export const NOT_APP_PAGES: RegExp[] = [/^\/api(\/|$)/, /^\/media\//, /^\/ics\//, /\/[^/?]+\.[^/?]+$/];

export function isAppPage(pathname: string): boolean {
  return !NOT_APP_PAGES.some((pattern) => pattern.test(pathname));
}
