import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startStack } from './harness.mjs';

describe('the installed app', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('has the title, a viewport without zoom and a web app manifest', async () => {
    const page = await stack.newPage();
    await page.goto('/signin');
    assert.equal(await page.title(), 'Fatherhood Matters');
    assert.equal(
      await page.locator('meta[name="viewport"]').getAttribute('content'),
      'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
    );
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(manifestHref, stack.baseURL))).json();
    assert.equal(manifest.name, 'Fatherhood Matters');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, stack.baseURL));
      assert.equal(response.status, 200, icon.src);
      assert.equal(response.headers.get('content-type'), 'image/png', icon.src);
    }
    const scripts = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((n) => n.src));
    assert.ok(scripts.every((src) => new URL(src).pathname.startsWith('/assets/')), scripts.join(', '));
  });

  it('serves the build id of the build it runs', async () => {
    const expected = JSON.parse(readFileSync(new URL('../dist/version.json', import.meta.url), 'utf8'));
    const answer = await (await fetch(`${stack.baseURL}/api/version`)).json();
    assert.equal(answer.buildId, expected.buildId);
  });
});
