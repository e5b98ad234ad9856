import type dayjsModule from 'dayjs';
import i18n, { type BackendModule, type ParseKeys, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/api/types';
import { readLastUser } from '@/lib/auth/last-user';

export const LANGUAGES: readonly [Language, ...Language[]] = ['en', 'es'];

/** A string's key, for a key kept in data (a navigation entry's label): checked like `t('…')`'s. */
export type StringKey = ParseKeys;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Maps any language tag ('es-MX', 'en', 'fr') to one the app speaks. */
export function toLanguage(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LANGUAGE;
}

/**
 * The language every API request asks the server to answer in (Accept-Language): the one the
 * reader reads, so an error's `message` is in it too.
 */
export function requestLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage);
}

/** Before sign-in the UI follows the browser. */
export function browserLanguage(): Language {
  return toLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/**
 * What the app starts in: the language of whoever was last signed in on this device (his session
 * is being restored), else the browser's. A Spanish father whose phone is set to English then
 * starts in Spanish, rather than rendering in English and switching once his session is back.
 */
export function deviceLanguage(): Language {
  const last = readLastUser();
  return last ? toLanguage(last.preferredLanguage) : browserLanguage();
}

/** dayjs (dates in the UI's language) comes with the first language's strings, not before. */
let dayjs: typeof dayjsModule | undefined;

function withDates(strings: Promise<{ default: ResourceLanguage }>, ...locales: Promise<unknown>[]) {
  return Promise.all([strings, import('dayjs'), ...locales]).then(([module, dates]) => {
    dayjs = dates.default;
    return module.default;
  });
}

/**
 * Each language is its own chunk, downloaded when first spoken: a visitor gets only his. Each is
 * in two parts: what every screen needs (the sign-in screens included), and the signed-in pages'
 * strings, which come with the signed-in shell (`loadAppStrings`). Spanish is typed to have every
 * English key, so neither needs the other as a fallback.
 */
const coreStrings: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => withDates(import('./locales/en')),
  es: () => withDates(import('./locales/es'), import('dayjs/locale/es')),
};
const appStrings: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('./locales/en-app').then((module) => module.default),
  es: () => import('./locales/es-app').then((module) => module.default),
};

/** Set once the signed-in shell is wanted: from then on every language comes whole. */
let wholeLanguages = false;

const chunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(tag, _namespace, callback) {
    const language = toLanguage(tag);
    const failed = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false);
    // Already wanted whole: the app strings are downloaded beside the core ones, not after.
    if (wholeLanguages) void appStrings[language]().catch(() => undefined);
    coreStrings[language]().then((core) => {
      // Decided in the same turn as the callback that stores the strings: a language is either
      // stored whole, or stored before `loadAppStrings` looks at what is stored (and completes it).
      if (!wholeLanguages) return callback(null, core);
      appStrings[language]().then((app) => callback(null, { ...core, ...app }), failed);
    }, failed);
  },
};

/**
 * The signed-in pages' strings, for every language already in and every one spoken later; the
 * signed-in shell renders once they are in (app/router).
 */
export function loadAppStrings(): Promise<void> {
  wholeLanguages = true;
  // The language being read now completes itself once its core strings are in (`chunks`): its
  // app strings are downloaded beside them, not after. Before i18next has started, its first
  // language is not known yet: `chunks` asks for them with its core strings.
  const current = i18n.resolvedLanguage ?? i18n.language;
  if (current) void appStrings[toLanguage(current)]().catch(() => undefined);
  // Nothing is stored before i18next has started (the router may ask first): `chunks` then reads
  // each language whole.
  const started = i18n.isInitialized || i18n.isInitializing;
  const stored = started ? LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'translation')) : [];
  return Promise.all(
    stored.map((language) =>
      appStrings[language]().then((strings) => {
        // A shallow merge, as `chunks` stores a whole language: the two parts have no section in
        // common (strings.test.ts), and a deep one walks every string on a slow phone's start-up.
        i18n.addResourceBundle(language, 'translation', strings, false, true);
      }),
    ),
  ).then(() => undefined);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  dayjs?.locale(lng);
});

let starting: Promise<unknown> | undefined;

/**
 * Starts i18next in `language` (by default the device's) and resolves once its strings are in:
 * the app renders after it (main.tsx). Called once; later calls get the same promise.
 */
export function startI18n(language: Language = deviceLanguage()): Promise<unknown> {
  starting ??= i18n
    .use(chunks)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      // The defaults, said out loud: i18next then takes every key for a path of sections (which
      // they all are) rather than testing each one, at each `t()`, for whether it looks like a
      // sentence used as a key (a regular expression a slow phone ran hundreds of times per page).
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return starting;
}

/** A language's first part of strings, downloaded ahead of `startI18n` (errors are its to report). */
export function prefetchLanguage(language: Language) {
  void coreStrings[language]().catch(() => undefined);
}

/** The page keeps its language until the new one's strings have arrived, then switches. */
export function setLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export default i18n;
