import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectPath, expectVisible, registerByApi } from './steps.mjs';

describe('Spanish', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('greets a browser set to Spanish with a Spanish sign-in screen', async () => {
    const page = await stack.newPage({ locale: 'es-ES' });
    await page.goto('/');
    await expectPath(page, '/signin');
    await expectVisible(page.getByRole('heading', { name: 'Iniciar sesión' }));
    await expectVisible(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(page.getByText('Completa este campo: Correo electrónico.'));
  });

  it("shows a father who prefers Spanish the app in Spanish once he signs in, in an English browser", async () => {
    const email = uniqueEmail('jose');
    const password = 'contraseña segura';
    await registerByApi(stack.baseURL, { email, password, displayName: 'José', firstName: 'José', preferredLanguage: 'es' });

    const page = await stack.newPage({ locale: 'en-US' });
    await page.goto('/signin');
    await expectVisible(page.getByRole('heading', { name: 'Sign in' }));
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: '¡Hola, José!' }));
    await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Calendario' }));
  });
});
