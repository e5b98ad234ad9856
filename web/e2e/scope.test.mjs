import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { call, expectHidden, expectPath, expectVisible, registerByApi, signIn, tokenOf } from './steps.mjs';

describe('staff roles and scope', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('a director makes a facilitator, who then sees only the fathers of his group', async () => {
    const director = { email: uniqueEmail('director'), password: 'director password 123' };
    stack.server.createAdmin(director.email, director.password);
    const token = await tokenOf(stack.baseURL, director.email, director.password);
    // The program: two groups, a father in each.
    const ana = await call(stack.baseURL, token, 'POST', '/fathers', {
      firstName: 'Ana',
      lastName: 'Alvarez',
      phone: '(512) 555-0100',
    });
    const ben = await call(stack.baseURL, token, 'POST', '/fathers', { firstName: 'Ben', lastName: 'Brown' });
    const tuesday = await call(stack.baseURL, token, 'POST', '/groups', { name: 'Tuesday Dads' });
    const thursday = await call(stack.baseURL, token, 'POST', '/groups', { name: 'Thursday Dads' });
    await call(stack.baseURL, token, 'POST', `/groups/${tuesday.id}/members`, { fatherId: ana.id });
    await call(stack.baseURL, token, 'POST', `/groups/${thursday.id}/members`, { fatherId: ben.id });
    // Sam has an account, a father's for now.
    const sam = { email: uniqueEmail('sam'), password: 'sam password 456' };
    await registerByApi(stack.baseURL, { ...sam, displayName: 'Sam Facilitator', firstName: 'Sam' });

    // The director makes Sam staff, then the facilitator of Tuesday's group.
    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    await page.goto('/admin-users');
    await page.getByRole('button', { name: 'Edit Sam Facilitator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Role').selectOption('staff');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('User updated'));

    await page.goto(`/fathers-group/${tuesday.id}`);
    await page.getByRole('button', { name: 'Edit group' }).click();
    await page.getByRole('group', { name: 'Facilitators' }).getByRole('checkbox', { name: 'Sam Facilitator' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Sam Facilitator'));

    // Sam, on his phone, sees his caseload: Ana, not Ben; Ben's page does not exist for him.
    const phone = await stack.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await signIn(phone, sam);
    await expectPath(phone, '/');
    await phone.getByRole('button', { name: 'Toggle navigation' }).click();
    await phone.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My caseload' }).click();
    await expectPath(phone, '/fathers');
    await expectVisible(phone.getByRole('link', { name: /Alvarez/ }));
    await expectHidden(phone.getByRole('link', { name: /Brown/ }));
    await phone.goto(`/fathers/${ben.id}`);
    await expectVisible(phone.getByText(/not found|No such father/i));
    // And the account pages are a director's.
    await phone.goto('/admin-users');
    await expectVisible(phone.getByRole('heading', { name: 'Not Allowed' }));

    // After calling Ana, Sam logs the attempt with a follow-up for tomorrow, on his phone.
    await phone.goto(`/fathers/${ana.id}`);
    await phone.getByRole('button', { name: 'Log a contact' }).click();
    const form = phone.getByRole('dialog', { name: 'Log a contact' });
    // A chip is tapped on its label (the radio inside is drawn by the chip).
    await form.getByText('Left a message', { exact: true }).click();
    await form.getByText('Tomorrow', { exact: true }).click();
    assert.equal(await form.getByRole('radio', { name: 'Left a message' }).isChecked(), true);
    await form.getByRole('textbox', { name: 'Note' }).fill('Left a voicemail about Tuesday.');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expectVisible(phone.getByText('Contact logged'));
    await expectVisible(phone.getByRole('list', { name: 'Contact log' }).getByText('Left a voicemail about Tuesday.'));
    // The director finds it among the week's follow-ups.
    const week = await call(stack.baseURL, token, 'GET', '/follow-ups?when=week');
    assert.deepEqual(
      week.map((f) => [f.fatherName, f.note]),
      [['Ana Alvarez', 'Left a voicemail about Tuesday.']],
    );
    await page.goto('/follow-ups?when=week');
    await expectVisible(page.getByRole('link', { name: 'Ana Alvarez' }));
    await expectVisible(page.getByText('Left a voicemail about Tuesday.'));

    // Sam refers Ana to an employment partner and follows it to the end.
    await phone.getByRole('button', { name: 'Add a referral' }).click();
    const referral = phone.getByRole('dialog', { name: 'Add a referral' });
    await referral.getByLabel(/^Type/).selectOption('employment');
    await referral.getByLabel('Partner').fill('WorkSource');
    await referral.getByRole('button', { name: 'Add referral' }).click();
    await expectVisible(phone.getByText('Referral added'));
    const moves = phone.getByRole('group', { name: 'Change the status of the Employment referral' });
    await moves.getByRole('button', { name: 'Accepted' }).click();
    await expectVisible(phone.getByText('Referral status: Accepted'));
    await moves.getByRole('button', { name: 'Completed' }).click();
    await expectVisible(phone.getByText('Referral status: Completed'));
    const history = phone.getByRole('list', { name: 'History of the Employment referral' });
    await expectVisible(history.getByText(/^Completed · /));

    // The funder report counts the contact and the referral.
    const today = new Date().toISOString().slice(0, 10);
    const report = await call(stack.baseURL, token, 'GET', `/reports/summary?from=${today}&to=${today}`);
    assert.equal(report.total.contacts.count, 1);
    assert.equal(report.total.referrals.fathers, 1);
    assert.equal(report.total.referrals.byStatus.completed, 1);
    // And so does the report's page, the one a director prints.
    await page.goto(`/workshops/report?from=${today}&to=${today}`);
    await expectVisible(page.locator('[data-figure="contacts"]').getByText('1', { exact: true }));
    await expectVisible(page.locator('[data-figure="referred"]').getByText('1', { exact: true }));
    const byStatus = page.getByRole('table', { name: 'Referrals by status' });
    await expectVisible(byStatus.getByRole('row', { name: 'Completed 1' }));
  });
});
