// The bundle budget script (scripts/bundle-budget.mjs, run by `make test`) really measures
// and really fails: over a tiny budget it exits 1 and names the files; under a large one it
// passes with the same figure. The Makefile's e2e step checks the build against issue 13's
// 150 KB (docs/benchmarks.md).
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

function budget(kb) {
  return spawnSync(process.execPath, [SCRIPT, '--budget', String(kb), '--url', stack.baseURL], {
    encoding: 'utf8',
    timeout: 60_000,
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
