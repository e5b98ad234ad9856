// The JavaScript budget of the pages that matter (issues 13 and 25): opens each page in
// headless Chromium against the built app served by the real server, as a phone would on a
// first visit (nothing cached), and lists every script the page downloads until it is ready:
//
//   - /signin, signed out: at most --budget KB of gzip JavaScript (issue 13: 150 KB);
//   - / (home) and a session's page (/cycles/:id/sessions/:sessionId, where a coordinator takes
//     attendance), signed in as staff: at most so many scripts each (MAX_SCRIPTS), and neither
//     the form library (react-hook-form, zod, @hookform) nor floating-ui. chunk-groups.ts keeps
//     each library whole in a chunk of its own (`forms`, `floating`; the build stops otherwise),
//     so a page loads one exactly when it downloads that chunk.
//
// Fails (exit 1, listing the files) when a page breaks its rule, so the rules cannot drift
// from what is shipped. docs/benchmarks.md keeps the figures.
//
//   node scripts/bundle-budget.mjs [--budget KB] [--url http://host:port]
//
// Without --url it starts the server binary (FM_BIN, default ../target/debug/fatherhood) on a
// fresh data directory and makes an administrator, a group with a father and a cycle with a
// session; with --url (a server it did not start, where it cannot make an administrator) only
// /signin is measured. The service worker is blocked: its background precache of the whole
// app for offline use starts after the page has loaded and is not what the page waits for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer, uniqueEmail } from '../e2e/harness.mjs';
import { call, day } from '../e2e/steps.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
export const DEFAULT_BUDGET_KB = 150;
/** Scripts a signed-in page may download on a first visit (docs/benchmarks.md has the counts). */
export const MAX_SCRIPTS = { home: 9, session: 9 };
/** The chunks (chunk-groups.ts) of the libraries home and a session's page must not load. */
const FORBIDDEN = [
  { chunk: /^assets\/forms-[\w-]{8}\.js$/, what: 'the form library (react-hook-form, zod, @hookform)' },
  { chunk: /^assets\/floating-[\w-]{8}\.js$/, what: 'floating-ui' },
];
const ADMIN_PASSWORD = 'budget-admin-password';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The scripts a first visit to `pathname` downloads: [{ file, gzipBytes }], largest first.
 * `signIn` ({ email, password }) signs the visitor in first, as the refresh cookie of an earlier
 * visit would; `ready(page)` resolves once the page shows what it is for. The page counts as
 * loaded once no script has been asked for or arrived for a second (the live stream keeps the
 * network busy on signed-in pages, so "network idle" never comes).
 */
export async function pageScripts(baseURL, pathname, ready, signIn) {
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
    if (signIn) {
      const response = await context.request.post('/api/auth/signin', { data: signIn });
      if (!response.ok()) throw new Error(`signing in answered ${response.status()}: ${await response.text()}`);
    }
    const page = await context.newPage();
    const urls = new Set();
    let pending = 0;
    let last = Date.now();
    const isScript = (url) => url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js');
    page.on('request', (request) => {
      if (!isScript(new URL(request.url()))) return;
      pending += 1;
      last = Date.now();
    });
    const settled = (request) => {
      if (!isScript(new URL(request.url()))) return;
      pending -= 1;
      last = Date.now();
      urls.add(new URL(request.url()).pathname);
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(pathname);
    await ready(page);
    // Loaded once no script has moved for a second; a page that never settles fails, not hangs.
    const deadline = Date.now() + 60_000;
    while (pending > 0 || Date.now() - last < 1000) {
      if (Date.now() > deadline) throw new Error(`${pathname}: scripts were still loading after 60 s (${pending} pending)`);
      await sleep(100);
    }
    return [...urls]
      .map((url) => {
        const file = url.replace(/^\//, '');
        return { file, gzipBytes: gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

/** The scripts a first visit to /signin downloads: [{ file, gzipBytes }], largest first. */
export function signInScripts(baseURL) {
  return pageScripts(baseURL, '/signin', (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());
}

/** An administrator, and a group with a father and a cycle of sessions: what the signed-in pages show. */
async function seed(server) {
  const email = uniqueEmail('budget-admin');
  server.createAdmin(email, ADMIN_PASSWORD);
  const { baseURL } = server;
  const token = (await call(baseURL, '', 'POST', '/auth/signin', { email, password: ADMIN_PASSWORD })).accessToken;
  const father = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Marcus', lastName: 'Hill' });
  const group = await call(baseURL, token, 'POST', '/groups', { name: 'Tuesday Dads' });
  await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id, joinedAt: `${day(-20)}T00:00:00Z` });
  const cycle = await call(baseURL, token, 'POST', '/cycles', {
    title: 'Spring Dads',
    groupId: group.id,
    startDate: day(1),
    endDate: day(30),
    schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', durationMinutes: 90, count: 3, skipDates: [], timezone: 'UTC' },
  });
  const [session] = await call(baseURL, token, 'GET', `/cycles/${cycle.id}/sessions`);
  return { signIn: { email, password: ADMIN_PASSWORD }, sessionPath: `/cycles/${cycle.id}/sessions/${session.id}` };
}

function report(name, scripts) {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const list = scripts.map((script) => `  ${kb(script.gzipBytes).padStart(7)} KB  ${script.file}`).join('\n');
  return { total, list, summary: `${name}: ${kb(total)} KB gzip in ${scripts.length} files` };
}

async function main() {
  const { values } = parseArgs({
    options: { budget: { type: 'string', default: String(DEFAULT_BUDGET_KB) }, url: { type: 'string' } },
  });
  const budgetKb = Number(values.budget);
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error(`--budget must be a number of KB, got ${values.budget}`);

  // No e-mail is sent by these pages: the SMTP port only has to be set.
  const server = values.url ? null : await startServer({ smtpPort: 9 });
  const baseURL = values.url ?? server.baseURL;
  const measured = [];
  try {
    measured.push({ name: 'signin', label: 'JavaScript before the sign-in form', scripts: await signInScripts(baseURL) });
    if (server) {
      const { signIn, sessionPath } = await seed(server);
      const heading = (page) => page.getByRole('heading', { level: 1 }).first().waitFor();
      measured.push({ name: 'home', label: 'home (/), signed in', scripts: await pageScripts(baseURL, '/', heading, signIn) });
      const attendance = (page) => page.getByRole('button', { name: 'Save attendance' }).waitFor();
      measured.push({ name: 'session', label: `a session's page (${sessionPath}), signed in`, scripts: await pageScripts(baseURL, sessionPath, attendance, signIn) });
    }
  } finally {
    await server?.stop();
  }

  const problems = [];
  const lines = [];
  for (const { name, label, scripts } of measured) {
    const { total, list, summary } = report(label, scripts);
    if (scripts.length === 0) problems.push(`${name}: the page downloaded no script at all; is dist/ built?`);
    if (name === 'signin') {
      lines.push(`${summary} (budget ${budgetKb} KB)\n${list}`);
      if (total > budgetKb * 1024) problems.push(`${name}: ${kb(total)} KB of gzip JavaScript, over the budget of ${budgetKb} KB`);
      continue;
    }
    lines.push(`${summary} (at most ${MAX_SCRIPTS[name]} files, neither forms nor floating)\n${list}`);
    if (scripts.length > MAX_SCRIPTS[name]) problems.push(`${name}: ${scripts.length} scripts, over the ${MAX_SCRIPTS[name]} allowed`);
    for (const { chunk, what } of FORBIDDEN) {
      const found = scripts.filter((script) => chunk.test(script.file));
      if (found.length > 0) problems.push(`${name}: loads ${what} (${found.map((script) => script.file).join(', ')})`);
    }
  }
  if (problems.length > 0) {
    console.error(`bundle budget EXCEEDED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${lines.join('\n')}`);
    process.exit(1);
  }
  console.log(`bundle budget ok:\n${lines.join('\n')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
