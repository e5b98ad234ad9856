// Checks that the dev server's hot reload drives Preact (vite.config.ts: @preact/preset-vite's
// Prefresh): starts `vite` on a free port, opens /signin in headless Chromium, types an address
// into the form, then edits the sign-in card's component on disk. The edit must show in the
// page without a reload, and the typed address must still be there (the form's state kept).
// The file is put back as it was whatever happens.
//
//   node scripts/hot-reload-check.mjs
//
// Every API call is answered 401 by the page itself (no server needed): the visitor is signed out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as listening } from 'node:net';
import { createServer } from 'vite';
import { launchBrowser } from '../e2e/harness.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const CARD = path.join(WEB_DIR, 'src/features/auth/components/AuthCard.tsx');
const ADDRESS = 'dad@example.com';
const MARK = 'Edited while the dev server runs';

const port = await new Promise((resolve) => {
  const probe = listening().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = await createServer({
  root: WEB_DIR,
  configFile: path.join(WEB_DIR, 'vite.config.ts'),
  logLevel: 'warn',
  server: { port, strictPort: true, host: '127.0.0.1' },
});
const original = readFileSync(CARD, 'utf8');
let failed = null;
try {
  await server.listen();
  const baseURL = server.resolvedUrls.local[0];
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL, locale: 'en-US', serviceWorkers: 'block' });
    const log = [];
    page.on('console', (message) => log.push(message.text()));
    await page.route((url) => url.pathname.startsWith('/api/'), (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not signed in"}' }));
    // The first visit makes Vite pre-bundle the libraries; it may reload the page once meanwhile.
    await page.goto('/signin');
    await page.getByLabel('Email').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const plugin = await page.evaluate(() => (typeof globalThis.__PREFRESH__ === 'object' ? 'Prefresh' : 'none'));
    await page.getByLabel('Email').fill(ADDRESS);
    // A page that reloads loses this.
    await page.evaluate(() => (globalThis.__beforeEdit = true));

    const edited = original.replace("{t('app.title')}", `{t('app.title')} {'${MARK}'}`);
    if (edited === original) throw new Error(`${CARD} no longer shows {t('app.title')}: update this script`);
    writeFileSync(CARD, edited);
    await page.getByText(MARK).waitFor({ timeout: 30_000 });

    const kept = await page.getByLabel('Email').inputValue();
    const reloaded = !(await page.evaluate(() => globalThis.__beforeEdit === true));
    console.log(`hot reload by ${plugin}: the edit is shown; page reloaded: ${reloaded}; typed address kept: ${kept === ADDRESS}`);
    const updates = log.filter((line) => /hot updated|\[vite\]/.test(line));
    if (updates.length > 0) console.log(`  the page's console: ${updates.join(' | ')}`);
    if (plugin !== 'Prefresh' || reloaded || kept !== ADDRESS) failed = 'hot reload did not keep the page and its state';
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = error;
} finally {
  writeFileSync(CARD, original);
  await server.close();
}
if (failed) {
  console.error('hot reload check FAILED:', failed);
  process.exit(1);
}
console.log('hot reload check ok');
