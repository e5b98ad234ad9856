import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { forgetConfigForTests } from '@/features/auth/api/get-config';
import i18n, { LANGUAGES, loadAppStrings, startI18n } from '@/lib/i18n';

// The app downloads one language at a time; tests switch between both.
await startI18n();
await loadAppStrings();
await i18n.loadLanguages(LANGUAGES);

// Route chunks load lazily: on a busy machine the first screen can take more than a second.
configure({ asyncUtilTimeout: 10_000 });

// Preact runs effects at the next frame, or after 100 ms with no frame, whichever comes first,
// and the later of the two cancels the other with cancelAnimationFrame. When a file's last test
// ends between them, jsdom is gone by the 100 ms timer and it throws into the run ("Unhandled
// Errors"). Effects at jsdom's frame alone: its frames stop with its window, nothing is left.
options.requestAnimationFrame = (flush) => requestAnimationFrame(flush);

// Mantine reads these browser APIs that jsdom lacks.
// Width queries are answered for jsdom's window (1024 px wide: a desktop, navigation shown).
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= px(min[1], min[2])) && (!max || width <= px(max[1], max[2]));
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: matchesWidth(query),
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

