// The facilitator's Monday (issue 41): his home is today — the session in the room with its
// check-ins arriving live — and a father gets into the app in one step, invited from his
// record, in his language.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { uniqueEmail } from './harness.mjs';
import { call, day, expectPath, expectVisible, registerByApi, signIn, stackWithDirector, tokenOf } from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 731';
const STAFF_PASSWORD = 'facilitator password 642';
const FATHER_PASSWORD = 'father password 553';
const MINUTE = 60_000;

/** The link of the "choose your password" e-mail sent to `email`. */
async function passwordLink(stack, email) {
  const mail = await stack.mail.waitForMail(email);
  const pattern = new RegExp(`${stack.baseURL.replace(/[.:/]/g, '\\$&')}/forgot-password\\?token=[^\\s"'<>&]+`);
  const link = (mail.text.match(pattern) ?? mail.html.match(pattern))?.[0];
  assert.ok(link, `no password link in the e-mail:\n${mail.text}`);
  return { link, mail };
}

describe("a facilitator's day", () => {
  let stack;
  let director;
  let token;
  before(async () => {
    ({ stack, director, token } = await stackWithDirector(DIRECTOR_PASSWORD));
  });
  after(async () => {
    await stack?.stop();
  });

  it('opens his home to the session in the room and watches the fathers check in', async () => {
    // Sam facilitates Tuesday's group; Ana and Ben have the app.
    const sam = { email: uniqueEmail('sam'), password: STAFF_PASSWORD };
    const samAccount = await registerByApi(stack.baseURL, { ...sam, displayName: 'Sam Facilitator', firstName: 'Sam' });
    await call(stack.baseURL, token, 'PATCH', `/users/${samAccount.user.id}`, { isAdmin: true });
    const group = await call(stack.baseURL, token, 'POST', '/groups', { name: 'Tuesday Dads', facilitatorIds: [samAccount.user.id] });
    const fathers = [];
    for (const [first, last] of [
      ['Ana', 'Alvarez'],
      ['Ben', 'Brown'],
    ]) {
      const email = uniqueEmail(first.toLowerCase());
      const { user, accessToken } = await registerByApi(stack.baseURL, { email, password: FATHER_PASSWORD, displayName: first, firstName: first, lastName: last });
      const record = await call(stack.baseURL, token, 'POST', '/fathers', { firstName: first, lastName: last, email, userId: user.id });
      await call(stack.baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: record.id, joinedAt: `${day(-7)}T00:00:00Z` });
      fathers.push({ record, token: accessToken });
    }
    const cycle = await call(stack.baseURL, token, 'POST', '/cycles', { title: 'Nurturing Fathers', groupId: group.id, startDate: day(-1), endDate: day(30) });
    // Started twenty minutes ago: it is today's, whatever the hour.
    const startsAt = new Date(Date.now() - 20 * MINUTE);
    const session = await call(stack.baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
      title: 'Session 3: Anger',
      location: 'Room 2',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * MINUTE).toISOString(),
    });

    const page = await stack.newPage();
    await signIn(page, sam);
    await expectPath(page, '/');
    const sessions = page.getByRole('list', { name: 'Today’s sessions' });
    await expectVisible(sessions.getByRole('link', { name: /Session 3: Anger/ }));
    await expectVisible(sessions.getByText('In progress'));
    await expectVisible(sessions.getByText('2 not answered yet'));

    // Ana checks in with the code Sam shows; his home counts her at once, without a reload.
    const samToken = await tokenOf(stack.baseURL, sam.email, sam.password);
    const { code } = await call(stack.baseURL, samToken, 'POST', `/sessions/${session.id}/check-in-code`);
    await call(stack.baseURL, fathers[0].token, 'POST', '/check-in', { code });
    await expectVisible(sessions.getByText(/1 here/));
    await expectVisible(sessions.getByText(/1 checked in/));
    await call(stack.baseURL, fathers[1].token, 'POST', '/check-in', { code });
    await expectVisible(sessions.getByText(/2 here/));
    await expectVisible(sessions.getByText(/2 checked in/));
  });

  it('invites a father from his record, who chooses his password and opens his own progress in Spanish', async () => {
    const email = uniqueEmail('luis');
    const luis = await call(stack.baseURL, token, 'POST', '/fathers', {
      firstName: 'Luis',
      lastName: 'Vega',
      email,
      preferredLanguage: 'es',
    });

    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    await page.goto(`/fathers/${luis.id}`);
    const account = page.getByRole('region', { name: 'App account' });
    await expectVisible(account.getByText('No account in the app yet'));
    await account.getByRole('button', { name: 'Invite to the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Luis Vega to the app' });
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expectVisible(page.getByText(`Invitation sent to ${email}`));
    await expectVisible(account.getByText('Has an account in the app'));

    // His welcome is in Spanish; from it he chooses his password on his phone.
    const { link, mail } = await passwordLink(stack, email);
    assert.equal(mail.subject, 'Bienvenido a Fatherhood Matters');
    const phone = await stack.newPage({ locale: 'es-ES', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await phone.goto(link);
    await phone.getByLabel(/^Nueva contraseña/).fill(FATHER_PASSWORD);
    await phone.getByLabel(/^Confirmar contraseña/).fill(FATHER_PASSWORD);
    await phone.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectVisible(phone.getByRole('status').filter({ hasText: 'Tu contraseña ha cambiado.' }));
    await phone.goto('/signin');
    await phone.getByLabel(/^Correo electrónico/).fill(email);
    await phone.getByLabel(/^Contraseña/).fill(FATHER_PASSWORD);
    await phone.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(phone, '/');
    await expectVisible(phone.getByRole('heading', { name: '¡Hola, Luis!' }));
    // His record is his at once: no waiting to be linked.
    await phone.goto('/fathers/me');
    await expectVisible(phone.getByRole('heading', { name: /Luis Vega/ }));
  });
});
