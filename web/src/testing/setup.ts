import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetConfigForTests } from '@/features/auth/api/get-config';
import i18n, { i18nReady, LANGUAGES, loadAppStrings } from '@/lib/i18n';

// The app downloads one language at a time; tests switch between both.
await i18nReady;
await loadAppStrings();
await i18n.loadLanguages(LANGUAGES);

// Route chunks load lazily: on a busy machine the first screen can take more than a second.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
// Autosizing textareas listen for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(async () => {
  cleanup();
  forgetConfigForTests();
  await i18n.changeLanguage('en');
});
