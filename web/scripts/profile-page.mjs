// Where a page's start-up spends the main thread, for work on Lighthouse's total blocking time
// (issue 29): opens a page in headless Chromium as a phone would on a first visit (nothing
// cached, the CPU slowed 4x as Lighthouse's mobile preset does), records a CPU profile until the
// page has been quiet for two seconds, and prints
//   - the main thread's long tasks (over 50 ms) and their blocking time (what TBT adds up),
//   - the functions with the most self time, by script and line, and
//   - the same by script.
// Run against a server that serves the built app (see scripts/bench-lighthouse.sh):
//
//   node scripts/profile-page.mjs --url http://127.0.0.1:8080/ [--email E --password P] [--runs 3]
//
// With --email and --password it signs in first, so the page starts signed in (the refresh
// cookie), as Lighthouse's signed-in runs do. A build without minification
// (`npx vite build --minify false`) gives readable function names; a build with source maps
// (`npx vite build --sourcemap hidden`) adds the self time by package and by the app's folder
// (which library, which feature), mapped through dist/assets/*.map.
/* global window */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchBrowser } from '../e2e/harness.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    runs: { type: 'string', default: '1' },
    top: { type: 'string', default: '30' },
    slowdown: { type: 'string', default: '4' },
  },
});
if (!values.url) throw new Error('--url is required');
const url = new URL(values.url);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(web, 'dist', 'assets');
const maps = new Map();
/** The source map of a built script (by file name), when the build wrote one. */
function mapOf(file) {
  if (!maps.has(file)) {
    const path = join(assets, `${file}.map`);
    maps.set(file, file.endsWith('.js') && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file);
}

/** A function's place in the sources (path from web/, line, name), when the build wrote a source map. */
function originalOf({ url: scriptUrl, lineNumber, columnNumber }) {
  const map = scriptUrl && mapOf(scriptUrl.split('?')[0].split('/').pop());
  if (!map) return null;
  const { source, line, name } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  return source ? { path: relative(web, join(assets, source)), line, name } : { path: '(unmapped)', line: 0, name: null };
}

/**
 * Where a function was written, as a package (`@mantine/core`) or a folder of the app
 * (`src/features/home`); null without a source map.
 */
function packageOf(callFrame) {
  const path = originalOf(callFrame)?.path;
  if (!path) return null;
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  return path.match(/^src\/(?:(?:features|components|lib|app)\/[^/]+|[^/]+)/)?.[0] ?? path;
}

async function profileOnce(browser) {
  const context = await browser.newContext({
    locale: 'en-US',
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (values.email) {
    const response = await context.request.post(new URL('/api/auth/signin', url).href, {
      data: { email: values.email, password: values.password },
    });
    if (!response.ok()) throw new Error(`signing in answered ${response.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.slowdown) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  let last = Date.now();
  page.on('request', () => (last = Date.now()));
  page.on('requestfinished', () => (last = Date.now()));
  await cdp.send('Profiler.start');
  await page.goto(url.href, { waitUntil: 'load' });
  while (Date.now() - last < 2000) await sleep(200);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  const paints = await page.evaluate(() =>
    performance.getEntriesByType('paint').map((entry) => `${entry.name} ${Math.round(entry.startTime)}`),
  );
  await context.close();
  return { profile, longTasks, paints };
}

/** Self and total (inclusive) time of each function, and self time by script, in ms. */
function times(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = ({ callFrame }) => {
    // With a source map: the function's own name and file (a minified build's names are letters).
    const original = originalOf(callFrame);
    if (original) return `${original.name || callFrame.functionName || '(anonymous)'} ${original.path.replace(/^.*node_modules\//, '')}:${original.line}`;
    return `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop() || '(native)'}:${callFrame.lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  const byScript = new Map();
  const byPackage = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    add(self, keyOf(node), ms);
    add(byScript, node.callFrame.url.split('/').pop() || name, ms);
    add(byPackage, packageOf(node.callFrame) ?? (node.callFrame.url ? '(no source map)' : name || '(native)'), ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id));
      if (!seen.has(key)) add(total, key, ms);
      seen.add(key);
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), total: sorted(total), byScript: sorted(byScript), byPackage: sorted(byPackage), tasks: tasksOf(profile, byId, parent, keyOf) };
}

/**
 * The profile's stretches of work (samples not idle, gaps under a millisecond bridged), each
 * with the functions that took the most of it (total time), for the stretches over 50 ms.
 */
function tasksOf(profile, byId, parent, keyOf) {
  const tasks = [];
  let current = null;
  let clock = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    clock += profile.timeDeltas[i];
    const node = byId.get(profile.samples[i]);
    const idle = node.callFrame.functionName === '(idle)';
    if (idle) {
      if (current && clock - current.end > 300) current = null;
      continue;
    }
    if (!current) {
      current = { start: clock, end: clock, functions: new Map() };
      tasks.push(current);
    }
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    current.end = clock + ms * 1000;
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id));
      if (!seen.has(key)) current.functions.set(key, (current.functions.get(key) ?? 0) + ms);
      seen.add(key);
    }
  }
  return tasks
    .map((task) => ({
      start: (task.start - profile.startTime) / 1000,
      duration: (task.end - task.start) / 1000,
      top: [...task.functions].filter(([key]) => /^[A-Z_]?[A-Za-z]+[a-z][A-Za-z0-9]* /.test(key) && !/^(root|\(root\))/.test(key)).sort((a, b) => b[1] - a[1]),
    }))
    .filter((task) => task.duration > 50);
}

const browser = await launchBrowser();
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const { profile, longTasks, paints } = await profileOnce(browser);
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(`run ${run}: ${longTasks.length} long tasks, blocking ${Math.round(blocking)} ms; ${paints.join(', ')}`);
    console.log(`  tasks: ${longTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' ')}`);
    const { self, total, byScript, byPackage, tasks } = times(profile);
    const busy = byScript.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`  main thread busy (profiled, not idle): ${Math.round(busy)} ms`);
    const top = Number(values.top);
    for (const task of tasks) {
      console.log(`  task at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${task.top
        .slice(0, 14)
        .map(([key, ms]) => `${key.split(' ')[0]} ${Math.round(ms)}`)
        .join(', ')}`);
    }
    console.log(`  by script: ${byScript.slice(0, 12).map(([script, ms]) => `${script} ${Math.round(ms)}`).join(', ')}`);
    console.log(`  by package: ${byPackage.slice(0, 16).map(([pkg, ms]) => `${pkg} ${Math.round(ms)}`).join(', ')}`);
    console.log('  self time:');
    for (const [key, ms] of self.slice(0, top)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    console.log('  total time:');
    for (const [key, ms] of total.slice(0, top)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  }
} finally {
  await browser.close();
}
