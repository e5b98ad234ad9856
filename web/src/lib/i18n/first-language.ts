import type { Language } from '@/lib/api/types';
import { atMost } from '@/lib/at-most';
import { readLastUser } from '@/lib/auth/last-user';
import { restoreSession } from '@/lib/auth/session';
import { browserLanguage, deviceLanguage, prefetchLanguage, toLanguage } from './index';

/** How long the first render waits for the session to say whose language it speaks. */
const SESSION_LANGUAGE_WAIT_MS = 1500;

/**
 * The language the first render speaks. The device's when someone was signed in on it (his, kept
 * with him); otherwise the session being restored says, so a Spanish father on a phone set to
 * English is not drawn in English and then drawn again in Spanish. A visitor (no session) gets
 * the browser's, whose strings are downloaded meanwhile; a session that is slow to answer is not
 * waited for (the page switches once it is in, as it would for any change of language).
 */
export function firstLanguage(): Promise<Language> {
  if (readLastUser()) return Promise.resolve(deviceLanguage());
  const browser = browserLanguage();
  prefetchLanguage(browser);
  const sessions = restoreSession().then(
    (session) => (session ? toLanguage(session.user.preferredLanguage) : browser),
    () => browser,
  );
  return atMost(sessions, SESSION_LANGUAGE_WAIT_MS, browser);
}
