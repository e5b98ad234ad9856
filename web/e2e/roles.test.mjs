import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

describe('navigation by role', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('shows an admin created with the CLI the administration entries', async () => {
    const email = uniqueEmail('coordinator');
    const password = 'admin password 789';
    stack.server.createAdmin(email, password);

    const page = await stack.newPage();
    await signIn(page, { email, password });
    await expectPath(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectVisible(nav.getByRole('link', { name: 'Users', exact: true }));
    await expectVisible(nav.getByRole('link', { name: 'Clean up users' }));

    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(page, '/admin-users');
    await expectVisible(page.getByRole('heading', { name: 'Users' }));
  });

  it('does not show a father the administration entries', async () => {
    const email = uniqueEmail('father');
    const password = 'father password 321';
    await registerByApi(stack.baseURL, { email, password, displayName: 'Andre', firstName: 'Andre' });

    const page = await stack.newPage();
    await signIn(page, { email, password });
    await expectPath(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectVisible(nav.getByRole('link', { name: 'Calendar' }));
    await expectHidden(nav.getByRole('link', { name: 'Users', exact: true }));
    await expectHidden(nav.getByRole('link', { name: 'Clean up users' }));

    await page.goto('/admin-users');
    await expectVisible(page.getByRole('heading', { name: 'Not Allowed' }));
    await expectVisible(page.getByTestId('error-status').getByText('403'));
    await expectPath(page, '/admin-users');
  });

  it('puts the navigation behind a burger menu on a phone', async () => {
    const email = uniqueEmail('phone');
    const password = 'phone password 555';
    await registerByApi(stack.baseURL, { email, password, displayName: 'Ray', firstName: 'Ray' });

    const page = await stack.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(page, { email, password });
    await expectPath(page, '/');
    const calendar = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expectVisible(burger);
    // Collapsed, the navigation's links are not drawn at all: nothing off-screen takes the focus.
    assert.equal(await calendar.count(), 0, 'the collapsed navigation has no links');
    await burger.click();
    await expectVisible(calendar);
    await calendar.click();
    await expectPath(page, '/calendar');
    await expectVisible(page.getByRole('heading', { name: 'Calendar' }));
  });
});
