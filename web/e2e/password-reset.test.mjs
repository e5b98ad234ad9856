import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

describe('forgotten password', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('sends a reset link by e-mail that sets a new password; the old one stops working', async () => {
    const email = uniqueEmail('devon');
    const oldPassword = 'old password 123';
    const newPassword = 'brand new password 456';
    await registerByApi(stack.baseURL, { email, password: oldPassword, displayName: 'Devon', firstName: 'Devon' });

    const page = await stack.newPage();
    await page.goto('/signin');
    // On a slow phone the next page's code takes a while: the tap shows at once that it was
    // taken (a progress bar), and the sign-in form stays until the new page can be shown.
    let releaseChunk;
    const chunkHeld = new Promise((resolve) => (releaseChunk = resolve));
    await page.route(/\/assets\/auth-ForgotPasswordRoute-[\w-]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    const progress = page.getByRole('progressbar', { name: 'Loading…' });
    await expectVisible(progress);
    await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
    releaseChunk();
    await expectPath(page, '/forgot-password');
    await expectVisible(page.getByRole('heading', { name: 'Forgot your password?' }));
    await expectHidden(progress);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByText('Password reset email sent!'));

    const mail = await stack.mail.waitForMail(email);
    const pattern = new RegExp(`${stack.baseURL.replace(/[.:/]/g, '\\$&')}/forgot-password\\?token=[^\\s"'<>&]+`);
    const link = (mail.text.match(pattern) ?? mail.html.match(pattern))?.[0];
    assert.ok(link, `no reset link in the e-mail:\n${mail.text}`);

    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Choose a new password' }));
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Your password has been changed.' }));
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expectPath(page, '/signin');

    await signIn(page, { email, password: oldPassword });
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }));

    await signIn(page, { email, password: newPassword });
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Devon!' }));

    // The link is single use.
    const reused = await stack.newPage();
    await reused.goto(link);
    await reused.getByLabel(/^New password/).fill('yet another password');
    await reused.getByLabel(/^Confirm password/).fill('yet another password');
    await reused.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(reused.getByRole('alert'));
    assert.equal(await reused.getByText('Your password has been changed.').count(), 0);
  });
});
