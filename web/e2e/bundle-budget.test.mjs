// The bundle budget script (scripts/bundle-budget.mjs, run by `make e2e`) really measures
// and really fails: over a tiny budget it exits 1 and names the files; under a large one it
// passes with the same figure. On a server of its own it also measures home and a session's
// page, signed in. The Makefile's e2e step checks the build against issue 13's 150 KB
// (docs/benchmarks.md).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startStack } from './harness.mjs';

const SCRIPT = fileURLToPath(new URL('../scripts/bundle-budget.mjs', import.meta.url));
let stack;

before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

function budget(kb, { ownServer = false } = {}) {
  return spawnSync(process.execPath, [SCRIPT, '--budget', String(kb), ...(ownServer ? [] : ['--url', stack.baseURL])], {
    encoding: 'utf8',
    timeout: 120_000,
  });
}

const figure = (output) => Number(/before the sign-in form: ([\d.]+) KB gzip/.exec(output)?.[1]);

test('the JavaScript of a first visit to /signin is measured and over a budget it fails, naming the files', () => {
  const over = budget(1);
  assert.equal(over.status, 1, over.stdout + over.stderr);
  assert.match(over.stderr, /bundle budget EXCEEDED/);
  assert.match(over.stderr, /assets\/index-[\w-]+\.js/);
  assert.match(over.stderr, /auth-[\w-]+\.js/);

  const under = budget(10_000);
  assert.equal(under.status, 0, under.stdout + under.stderr);
  assert.match(under.stdout, /bundle budget ok/);
  const total = figure(under.stdout);
  assert.ok(total > 10, `a real app is more than 10 KB of JavaScript: ${under.stdout}`);
  assert.equal(total, figure(over.stderr), 'both runs measure the same files');
});

test('home and a session page, signed in, are measured too: scripts counted, no form library, no floating-ui', () => {
  const run = budget(1, { ownServer: true });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  // Only /signin's budget is broken: the signed-in pages keep to theirs.
  assert.match(run.stderr, /- signin: [\d.]+ KB of gzip JavaScript, over the budget of 1 KB/);
  assert.doesNotMatch(run.stderr, /- (home|session):/);
  for (const page of [/home \(\/\), signed in: [\d.]+ KB gzip in (\d+) files/, /a session's page \(\/cycles\/[\w-]+\/sessions\/[\w-]+\), signed in: [\d.]+ KB gzip in (\d+) files/]) {
    const count = Number(page.exec(run.stderr)?.[1]);
    assert.ok(count >= 3, `${page} in:\n${run.stderr}`);
  }
  assert.match(run.stderr, /assets\/home-[\w-]+\.js/);
  assert.match(run.stderr, /assets\/workshops-session-[\w-]+\.js/);
});
