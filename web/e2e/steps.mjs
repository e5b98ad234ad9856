// What a user does, written once for the specs.
import assert from 'node:assert/strict';
import { TIMEOUT_MS } from './harness.mjs';

export async function expectPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: TIMEOUT_MS });
  assert.equal(new URL(page.url()).pathname, pathname);
}

export async function expectVisible(locator) {
  await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
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
