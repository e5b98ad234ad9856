import type dayjsModule from 'dayjs';
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/api/types';

export const LANGUAGES: Language[] = ['en', 'es'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Maps any language tag ('es-MX', 'en', 'fr') to one the app speaks. */
export function toLanguage(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LANGUAGE;
}

/** Before sign-in the UI follows the browser. */
export function browserLanguage(): Language {
  return toLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
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
 * Each language is its own chunk, downloaded when first spoken: a visitor gets only his.
 * Spanish is typed to have every English key, so neither needs the other as a fallback.
 */
const strings: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => withDates(import('./locales/en')),
  es: () => withDates(import('./locales/es'), import('dayjs/locale/es')),
};

const chunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    strings[toLanguage(language)]().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  dayjs?.locale(lng);
});

/** Resolves once the first language's strings are in: the app renders after it (main.tsx). */
export const i18nReady: Promise<unknown> = i18n
  .use(chunks)
  .use(initReactI18next)
  .init({
    lng: browserLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

/** The page keeps its language until the new one's strings have arrived, then switches. */
export function setLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export default i18n;
