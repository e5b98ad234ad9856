// Spanish everywhere: a father whose phone speaks Spanish reads the server's errors in Spanish,
// and staff who chose Spanish read the activity feed in Spanish, names and all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { call, expectPath, expectVisible, registerByApi } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 975';
const FATHER_PASSWORD = 'father password 864';

async function signInAs(page, { email, password }) {
  await page.goto('/signin');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

describe('Spanish everywhere', () => {
  let stack;
  let adminEmail;
  let fatherEmail;
  before(async () => {
    stack = await startStack();
    const { baseURL } = stack;
    adminEmail = uniqueEmail('coordinadora');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const token = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
    await call(baseURL, token, 'PATCH', '/me', { displayName: 'Coordinadora Ana', preferredLanguage: 'es' });

    fatherEmail = uniqueEmail('jose');
    const { user } = await registerByApi(baseURL, {
      email: fatherEmail,
      password: FATHER_PASSWORD,
      displayName: 'José',
      firstName: 'José',
      lastName: 'Ramírez',
      preferredLanguage: 'es',
    });
    const father = await call(baseURL, token, 'POST', '/fathers', { firstName: 'José', lastName: 'Ramírez', email: fatherEmail, userId: user.id });
    const group = await call(baseURL, token, 'POST', '/groups', { name: 'Papás del martes' });
    await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id });
    const today = new Date().toISOString().slice(0, 10);
    await call(baseURL, token, 'POST', '/cycles', {
      title: 'Primavera',
      groupId: group.id,
      startDate: today,
      endDate: today,
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', durationMinutes: 90, count: 1, skipDates: [], timezone: 'UTC' },
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('a father on a Spanish phone reads a failed sign-in and a refused password in Spanish', async () => {
    const page = await stack.newPage({ locale: 'es-MX', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await signInAs(page, { email: fatherEmail, password: 'not his password' });
    await expectVisible(page.getByRole('alert').filter({ hasText: 'El correo electrónico o la contraseña no son correctos.' }));
    assert.equal(await page.getByText('Incorrect email or password.').count(), 0);
    // The toast's close button speaks Spanish too.
    await expectVisible(page.getByRole('region', { name: 'Avisos' }).getByRole('button', { name: 'Cerrar' }));

    await signInAs(page, { email: fatherEmail, password: FATHER_PASSWORD });
    await expectPath(page, '/');
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByLabel(/^Contraseña actual/).fill('not his password');
    await form.getByLabel(/^Nueva contraseña/).fill('a new password 123');
    await form.getByLabel(/^Confirmar contraseña/).fill('a new password 123');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    // The server's field message under its field, and its form message in the toast.
    await expectVisible(form.getByText('La contraseña actual no es correcta.'));
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Lo sentimos, no todos los campos están completados correctamente.' }));
  });

  it('staff who chose Spanish read the activity feed in Spanish', async () => {
    const page = await stack.newPage({ locale: 'en-US' });
    await page.goto('/signin');
    await page.getByLabel(/^Email/).fill(adminEmail);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/');

    await page.goto('/dashboard');
    const feed = page.getByRole('list', { name: 'Actividad reciente' });
    await expectVisible(feed.getByText('José Ramírez se unió a Papás del martes'));
    await expectVisible(feed.getByText('Creó el ciclo Primavera para Papás del martes'));
    await expectVisible(feed.getByText('Creó el grupo Papás del martes'));
    assert.equal(await feed.getByText(/ joined | Created /).count(), 0);

    await page.goto('/admin-users?tab=activity');
    await expectVisible(page.getByText('José se registró'));
    await expectVisible(page.getByText('Agregó el expediente de José Ramírez'));
  });
});
