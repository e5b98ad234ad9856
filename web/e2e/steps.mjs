// What a user does, written once for the specs.
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';

export async function expectPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: TIMEOUT_MS });
  assert.equal(new URL(page.url()).pathname, pathname);
}

export async function expectVisible(locator) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  } catch (error) {
    error.message += await whatThePageShows(locator.page());
    throw error;
  }
}

/** For a failure's message: where the page is and what it says, so a flaky run can be read. */
async function whatThePageShows(page) {
  try {
    const text = await page.locator('body').innerText({ timeout: 2000 });
    return `\n-- the page at ${page.url()} shows:\n${text.slice(0, 2000)}`;
  } catch {
    return `\n-- the page at ${page.url()} could not be read`;
  }
}

/**
 * Waits until the fathers list shows exactly `names` (in any order), fetched for the filters
 * chosen last (not the previous filter's rows kept while the new ones load).
 */
export async function expectFathers(page, names) {
  await waitForFathers(page, { names: [...names].sort() });
}

/** Waits until the fathers list shows `count` fathers for the page asked last. */
export async function expectFatherCount(page, count) {
  await waitForFathers(page, { count });
}

/** Waits for the fathers list's names (one link a row) once loaded to be `names`, or `count` of them. */
async function waitForFathers(page, wanted) {
  const read = () =>
    page.evaluate(() => {
      const doc = globalThis.document;
      const table = doc.querySelector('table[aria-label="Fathers"]');
      return {
        busy: doc.querySelector('[aria-busy="true"]') !== null,
        names: table ? [...table.querySelectorAll('tbody a')].map((link) => link.textContent.trim()).sort() : null,
      };
    });
  try {
    await page.waitForFunction(
      ({ names, count }) => {
        const doc = globalThis.document;
        const table = doc.querySelector('table[aria-label="Fathers"]');
        if (!table || doc.querySelector('[aria-busy="true"]')) return false;
        const shown = [...table.querySelectorAll('tbody a')].map((link) => link.textContent.trim()).sort();
        return names ? JSON.stringify(shown) === JSON.stringify(names) : shown.length === count;
      },
      wanted,
      { timeout: TIMEOUT_MS },
    );
  } catch (error) {
    error.message += `\n-- the fathers list shows ${JSON.stringify(await read())}, expected ${JSON.stringify(wanted)}`;
    throw error;
  }
}

export async function expectHidden(locator) {
  await locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  assert.equal(await locator.count(), 0);
}

export async function register(page, { displayName, firstName = '', lastName = '', email, password, language }) {
  await page.goto('/register');
  await page.getByLabel(/^Display name/).fill(displayName);
  if (firstName) await page.getByLabel('First name').fill(firstName);
  if (lastName) await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  if (language) await page.getByLabel('Preferred language').selectOption(language);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page, { email, password }) {
  await page.goto('/signin');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page, displayName) {
  await page.getByRole('button', { name: `Account menu for ${displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Creates an account straight through the API, for specs whose story starts later. */
export async function registerByApi(baseURL, body) {
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.equal(response.status, 201, `register answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** One API call as `token`'s user (none: signed out); answers the parsed body and fails the test on an error. */
export async function call(baseURL, token, method, urlPath, body) {
  const response = await fetch(`${baseURL}/api${urlPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${urlPath} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** YYYY-MM-DD, `days` from today (UTC: the server's program time zone in these tests). */
export function day(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A real PNG of one colour (the server decodes what it is sent). */
export function png(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a 320×240 PNG with `caption` to the album as `token`'s user; answers the photo. */
export async function uploadPhoto(baseURL, token, albumId, caption, filename = 'lake.png') {
  const form = new FormData();
  form.append('file', new Blob([png(320, 240, [40, 120, 200])], { type: 'image/png' }), filename);
  form.append('caption', caption);
  const response = await fetch(`${baseURL}/api/albums/${albumId}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 201, text);
  return JSON.parse(text);
}

/** The access token of a sign-in through the API. */
export async function tokenOf(baseURL, email, password) {
  return (await call(baseURL, null, 'POST', '/auth/signin', { email, password })).accessToken;
}

/** A running stack with a director made by the operator's CLI (`create-admin`), and the director's token. */
export async function stackWithDirector(password) {
  const stack = await startStack();
  const director = { email: uniqueEmail('director'), password };
  stack.server.createAdmin(director.email, director.password);
  return { stack, director, token: await tokenOf(stack.baseURL, director.email, director.password) };
}
