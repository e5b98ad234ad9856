// The JavaScript budget of a first visit to /signin (issue 13): opens the page in headless
// Chromium against the built app served by the real server, as a phone would, and adds up
// the gzip size of every script the page downloads before the sign-in form is ready. Fails
// (exit 1, listing the files) above the budget, so it cannot drift from what is shipped.
//
//   node scripts/bundle-budget.mjs [--budget KB] [--url http://host:port]
//
// Without --url it starts the server binary (FM_BIN, default ../target/debug/fatherhood) on a
// fresh data directory. The service worker is blocked: its background precache of the whole
// app for offline use starts after the page has loaded and is not what the first screen waits for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../e2e/harness.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
export const DEFAULT_BUDGET_KB = 150;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The scripts a first visit to /signin downloads: [{ file, gzipBytes }], largest first. */
export async function signInScripts(baseURL) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const urls = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js')) urls.add(url.pathname);
    });
    await page.goto('/signin', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    return [...urls]
      .map((pathname) => {
        const file = pathname.replace(/^\//, '');
        return { file, gzipBytes: gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { budget: { type: 'string', default: String(DEFAULT_BUDGET_KB) }, url: { type: 'string' } },
  });
  const budgetKb = Number(values.budget);
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error(`--budget must be a number of KB, got ${values.budget}`);

  // No e-mail is sent by showing /signin: the SMTP port only has to be set.
  const server = values.url ? null : await startServer({ smtpPort: 9 });
  let scripts;
  try {
    scripts = await signInScripts(values.url ?? server.baseURL);
  } finally {
    await server?.stop();
  }

  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const list = scripts.map((script) => `  ${kb(script.gzipBytes).padStart(7)} KB  ${script.file}`).join('\n');
  const summary = `JavaScript before the sign-in form: ${kb(total)} KB gzip in ${scripts.length} files (budget ${budgetKb} KB)`;
  if (scripts.length === 0) {
    console.error('bundle budget: the page downloaded no script at all; is dist/ built?');
    process.exit(1);
  }
  if (total > budgetKb * 1024) {
    console.error(`bundle budget EXCEEDED: ${summary}\n${list}`);
    process.exit(1);
  }
  console.log(`bundle budget ok: ${summary}\n${list}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
