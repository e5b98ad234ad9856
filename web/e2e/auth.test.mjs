import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectPath, expectVisible, register, signIn, signOut } from './steps.mjs';

describe('signing in and out', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('sends a signed-out visitor who opens / to the sign-in page', async () => {
    const page = await stack.newPage();
    await page.goto('/');
    await expectPath(page, '/signin');
    await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
    await expectVisible(page.getByRole('link', { name: 'Create an account' }));
    await expectVisible(page.getByRole('link', { name: 'Forgot your password?' }));
  });

  it('lets a new father register, greets him, keeps him signed in across a reload, signs him out and in again', async () => {
    const page = await stack.newPage();
    const email = uniqueEmail('marcus');
    const password = 'correct horse battery';

    await register(page, { displayName: 'Marcus J', firstName: 'Marcus', lastName: 'Johnson', email, password });
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Marcus!' }));
    await expectVisible(page.getByTestId('app-title').getByText('Fatherhood Matters'));

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Marcus!' }));

    await signOut(page, 'Marcus J');
    await expectPath(page, '/signin');
    await page.goto('/');
    await expectPath(page, '/signin');

    await signIn(page, { email, password });
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Marcus!' }));

    // Signed in, the sign-in and registration pages lead home.
    await page.goto('/register');
    await expectPath(page, '/');
  });

  it('shows the server message in an error toast when the password is wrong', async () => {
    const page = await stack.newPage();
    await signIn(page, { email: uniqueEmail('nobody'), password: 'not the password' });
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }));
    await expectPath(page, '/signin');
  });

  it('tells a form with missing fields what is wrong', async () => {
    const page = await stack.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(page.getByText('Email is required.'));
    await expectVisible(page.getByText('Password is required.'));
    await expectVisible(page.getByText('Sorry, not all fields are filled out correctly.'));
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await stack.newPage();
    await register(page, { displayName: 'Lost Dad', email: uniqueEmail('lost'), password: 'a long password' });
    await expectPath(page, '/');
    await page.goto('/no-such-page');
    await expectVisible(page.getByText('Page not found: /no-such-page'));
    await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
    await expectVisible(page.getByTestId('error-status').getByText('404'));
  });
});
