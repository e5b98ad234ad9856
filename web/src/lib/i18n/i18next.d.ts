// The strings' keys are types: `t('home.greting')` does not compile, and neither does a key
// built from a value that is not one of the keys it can name (`t(`program.attendance.${mark}`)`
// with `mark` a status). English is the key list; Spanish is typed to have every key
// (locales/strings.ts), and a unit test fails on a key no code uses (locales/unused.test.ts).
import 'i18next';
import type en from './locales/en';
import type enApp from './locales/en-app';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enApp };
    returnNull: false;
  }
}
