import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 789';

/** The link of the "choose your password" e-mail sent to a new account. */
async function passwordLink(stack, email) {
  const mail = await stack.mail.waitForMail(email);
  const pattern = new RegExp(`${stack.baseURL.replace(/[.:/]/g, '\\$&')}/forgot-password\\?token=[^\\s"'<>&]+`);
  const link = (mail.text.match(pattern) ?? mail.html.match(pattern))?.[0];
  assert.ok(link, `no password link in the e-mail:\n${mail.text}`);
  return link;
}

async function signInAdmin(stack, options) {
  const email = uniqueEmail('coordinator');
  stack.server.createAdmin(email, ADMIN_PASSWORD);
  const page = await stack.newPage(options);
  await signIn(page, { email, password: ADMIN_PASSWORD });
  await expectPath(page, '/');
  return page;
}

/** Fills and sends the create-user dialog of /admin-users; resolves the new account's id. */
async function createUser(page, { email, displayName, firstName = '', lastName = '' }) {
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Display name/).fill(displayName);
  if (firstName) await dialog.getByLabel('First name').fill(firstName);
  if (lastName) await dialog.getByLabel('Last name').fill(lastName);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/users',
  );
  await dialog.getByRole('button', { name: 'Create user' }).click();
  const response = await answer;
  assert.equal(response.status(), 201, `POST /api/users answered ${response.status()}: ${await response.text()}`);
  await expectVisible(page.getByText('User created'));
  await expectHidden(dialog);
  return (await response.json()).uid;
}

function userRow(page, email) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
}

describe('user administration', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('an admin creates a father, who chooses his password from the e-mail and switches to Spanish; the admin edits and deletes him', async () => {
    const admin = await signInAdmin(stack);
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(admin, '/admin-users');
    await expectVisible(admin.getByRole('heading', { name: 'Users' }));

    // The admin creates the account; the server e-mails the father a link to choose a password.
    const email = uniqueEmail('carlos');
    const password = 'carlos password 246';
    const uid = await createUser(admin, { email, displayName: 'Carlos R', firstName: 'Carlos', lastName: 'Rivera' });
    await expectVisible(userRow(admin, email).getByText('Father'));
    await expectVisible(userRow(admin, email).getByText('Never'));

    const father = await stack.newPage();
    await father.goto(await passwordLink(stack, email));
    await expectVisible(father.getByRole('heading', { name: 'Choose a new password' }));
    await father.getByLabel(/^New password/).fill(password);
    await father.getByLabel(/^Confirm password/).fill(password);
    await father.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(father.getByRole('status').filter({ hasText: 'Your password has been changed.' }));

    await signIn(father, { email, password });
    await expectPath(father, '/');
    await expectVisible(father.getByRole('heading', { name: 'Welcome, Carlos!' }));

    // His profile: Spanish, and the whole app follows at once.
    await father.getByRole('button', { name: 'Account menu for Carlos R' }).click();
    await father.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(father, '/profile');
    await expectVisible(father.getByRole('heading', { name: 'Profile' }));
    await father.getByLabel(/^Preferred language/).selectOption('es');
    await father.getByRole('button', { name: 'Save' }).click();
    await expectVisible(father.getByRole('heading', { name: 'Perfil' }));
    await expectVisible(father.getByText('Perfil guardado'));
    await expectVisible(father.getByRole('navigation').getByRole('link', { name: 'Calendario' }));
    await father.reload();
    await expectVisible(father.getByRole('heading', { name: 'Perfil' }));

    // The admin corrects his last name; the list shows it, and his new language.
    await admin.reload();
    await admin.getByRole('button', { name: 'Edit Carlos R' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit user' });
    assert.equal(await edit.getByLabel(/^Email/).inputValue(), email);
    await edit.getByLabel('Last name').fill('Rivera-Lopez');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(admin.getByText('User updated'));
    await expectVisible(userRow(admin, email).getByText('Carlos Rivera-Lopez'));
    await expectVisible(userRow(admin, email).getByText('Español'));

    // Deleted, he can no longer sign in.
    await admin.getByRole('button', { name: 'Delete Carlos R' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete user' });
    await expectVisible(confirm.getByText(`Delete Carlos R (${email})?`, { exact: false }));
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expectVisible(admin.getByText('User deleted'));
    await expectHidden(userRow(admin, email));

    const again = await stack.newPage();
    await signIn(again, { email, password });
    await expectVisible(again.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }));
    await expectPath(again, '/signin');

    // The activity feed tells the story.
    await admin.getByRole('tab', { name: 'Recent activity' }).click();
    const feed = admin.getByRole('list', { name: 'Recent activity' });
    await expectVisible(feed.getByText(/^Created new user .*carlos/i));
    await expectVisible(feed.getByText(/^Updated user .*carlos/i));
    await expectVisible(feed.getByText(`Deleted user with ID: ${uid}`));
  });

  it('an admin removes an account that never signed in', async () => {
    const admin = await signInAdmin(stack);
    await admin.goto('/admin-users');
    const email = uniqueEmail('silent');
    await createUser(admin, { email, displayName: 'Silent Sam' });

    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clean up users' }).click();
    await expectPath(admin, '/admin/cleanup-users');
    await admin.getByLabel('Created more than').selectOption('0');
    const box = admin.getByRole('checkbox', { name: 'Select Silent Sam' });
    await box.check();
    await admin.getByRole('button', { name: 'Remove selected' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove accounts' });
    await expectVisible(confirm.getByText('Remove 1 account that never signed in?', { exact: false }));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectVisible(admin.getByText('Removed 1 account'));
    await expectHidden(box);

    await admin.goto(`/admin-users?q=${encodeURIComponent(email)}`);
    await expectVisible(admin.getByText(`No users match “${email}”.`));
  });

  it('shows a father who opens the user administration that he is not allowed', async () => {
    const email = uniqueEmail('curious');
    const password = 'curious password 135';
    await registerByApi(stack.baseURL, { email, password, displayName: 'Curious', firstName: 'Curious' });
    const page = await stack.newPage();
    await signIn(page, { email, password });
    await expectPath(page, '/');
    await page.goto('/admin-users');
    await expectVisible(page.getByRole('heading', { name: 'Not Allowed' }));
    await expectVisible(page.getByTestId('error-status').getByText('403'));
    await expectVisible(page.getByText('It is for program administrators only.', { exact: false }));
    await expectPath(page, '/admin-users');
  });

  it('fits the users table on a phone: it scrolls sideways inside the page', async () => {
    const admin = await signInAdmin(stack, { viewport: { width: 375, height: 740 } });
    await admin.goto('/admin-users');
    await expectVisible(admin.getByRole('table', { name: 'Users' }));
    const width = await admin.evaluate('document.documentElement.scrollWidth');
    assert.ok(width <= 375, `the page is ${width}px wide on a 375px screen`);
  });
});
