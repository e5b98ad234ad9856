import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/api/types';
import en from './locales/en';
import es from './locales/es';

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

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  dayjs.locale(lng);
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: browserLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export function setLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export default i18n;
