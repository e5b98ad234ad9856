// The incentive ledger end to end: a facilitator gives the fathers who came to his session their
// gift card in one form, and the director's funder report counts them and hands over the ledger.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { call, day, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 864';
const FACILITATOR_PASSWORD = 'facilitator password 975';

/** Waits for the answer of one API call made by what `action` does. */
async function answerOf(page, method, pathname, action) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === pathname,
  );
  await action();
  const response = await answer;
  assert.ok(response.ok(), `${method} ${pathname} answered ${response.status()}: ${await response.text()}`);
  return { body: response.request().postDataJSON(), answer: await response.json() };
}

/**
 * A group run by a facilitator, three fathers in it, and yesterday's session with its
 * attendance taken: Carlos present, Dwayne late, Tomas absent.
 */
async function seed(stack) {
  const { baseURL } = stack;
  const director = { email: uniqueEmail('director'), password: DIRECTOR_PASSWORD };
  stack.server.createAdmin(director.email, director.password);
  const token = (await call(baseURL, '', 'POST', '/auth/signin', director)).accessToken;

  const facilitator = { email: uniqueEmail('facilitator'), password: FACILITATOR_PASSWORD };
  const { user } = await registerByApi(baseURL, { ...facilitator, displayName: 'Sam Facilitator', firstName: 'Sam', lastName: 'Lee' });
  await call(baseURL, token, 'PATCH', `/users/${user.id}`, { isAdmin: true, staffRole: 'staff' });

  const group = await call(baseURL, token, 'POST', '/groups', { name: 'Tuesday Dads', facilitatorIds: [user.id] });
  const fathers = [];
  for (const [firstName, lastName] of [
    ['Carlos', 'Rivera'],
    ['Dwayne', 'Brooks'],
    ['Tomas', 'Ortiz'],
  ]) {
    const father = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName });
    await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id, joinedAt: `${day(-20)}T00:00:00Z` });
    fathers.push(father);
  }
  const cycle = await call(baseURL, token, 'POST', '/cycles', {
    title: 'Spring Dads',
    groupId: group.id,
    startDate: day(-14),
    endDate: day(30),
    schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', durationMinutes: 90, count: 3, skipDates: [], timezone: 'UTC' },
  });
  const session = await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
    title: 'Budgeting together',
    startsAt: `${day(-1)}T18:00:00Z`,
    endsAt: `${day(-1)}T19:30:00Z`,
  });
  await call(baseURL, token, 'PUT', `/sessions/${session.id}/attendance`, [
    { fatherId: fathers[0].id, status: 'present' },
    { fatherId: fathers[1].id, status: 'late', minutes: 60 },
    { fatherId: fathers[2].id, status: 'absent' },
  ]);
  return { director, facilitator, fathers, cycle, session };
}

describe('incentives', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('a facilitator gives the fathers present their gift card, and the funder report counts them', async () => {
    const { director, facilitator, fathers, cycle, session } = await seed(stack);

    // On his phone, after the session, the facilitator gives incentives in one form.
    const phone = await stack.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await signIn(phone, facilitator);
    await expectPath(phone, '/');
    await phone.goto(`/cycles/${cycle.id}/sessions/${session.id}`);
    const section = phone.getByRole('region', { name: 'Incentives' });
    await expectVisible(section.getByText('2 fathers were marked present or late.'));
    await section.getByRole('button', { name: 'Give incentives' }).click();

    const form = phone.getByRole('dialog', { name: 'Give incentives: Budgeting together' });
    assert.equal(await form.getByRole('checkbox', { name: 'Carlos Rivera · Present' }).isChecked(), true);
    assert.equal(await form.getByRole('checkbox', { name: 'Dwayne Brooks · Late' }).isChecked(), true);
    assert.equal(await form.getByRole('checkbox', { name: 'Tomas Ortiz · Absent' }).isChecked(), false);
    await form.getByLabel('Kind').selectOption('gift-card');
    await form.getByLabel('Amount (USD)').fill('25');
    await form.getByLabel('Reference').fill('Batch 0412');
    const { body, answer } = await answerOf(phone, 'POST', `/api/sessions/${session.id}/incentives`, () =>
      form.getByRole('button', { name: 'Give incentives' }).click(),
    );
    // Those who came, in the roster's order (by last name).
    assert.deepEqual(body, { kind: 'gift-card', amountCents: 2500, reference: 'Batch 0412', fatherIds: [fathers[1].id, fathers[0].id] });
    assert.deepEqual(answer.duplicates, []);
    await expectVisible(form.getByText('Given to 2 fathers.'));
    await form.getByRole('button', { name: 'Done' }).click();

    // The same form again gives nothing twice: the server names those who had it.
    await section.getByRole('button', { name: 'Give incentives' }).click();
    assert.equal(await form.getByLabel('Amount (USD)').inputValue(), '25');
    await form.getByRole('checkbox', { name: 'Carlos Rivera · Present · already given' }).check();
    await form.getByRole('button', { name: 'Give incentives' }).click();
    await expectVisible(form.getByText('Already given this session’s incentive (Gift card), so given nothing now: Carlos Rivera.'));
    await form.getByRole('button', { name: 'Done' }).click();

    // His ledger shows it.
    await phone.goto(`/fathers/${fathers[0].id}`);
    const ledger = phone.getByRole('region', { name: 'Incentives' });
    await expectVisible(ledger.getByText('Total given: $25.00'));
    await expectVisible(ledger.getByText(/^Given .+ by Sam/));

    // The director's report for the month counts two gift cards, $50, and hands over the ledger.
    const desk = await stack.newPage();
    await signIn(desk, director);
    await expectPath(desk, '/');
    await desk.goto(`/workshops/report?period=custom&from=${day(-30)}&to=${day(0)}`);
    const block = desk.getByRole('region', { name: 'Incentives' });
    await expectVisible(block.getByRole('row', { name: 'Gift card 2 $50.00' }));
    assert.equal(await block.locator('[data-figure="incentives"] dd').textContent(), '2');
    assert.equal(await block.locator('[data-figure="incentiveAmount"] dd').textContent(), '$50.00');
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      block.getByRole('button', { name: 'Download incentive ledger (CSV)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `incentives-${day(-30)}-${day(0)}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    // A header, then one line per incentive (both given at the same moment, in either order).
    assert.equal(csv.length, 3, csv.join('\n'));
    const lines = csv.slice(1).sort();
    assert.match(lines[0], /Carlos Rivera.*gift-card.*25\.00.*Batch 0412/);
    assert.match(lines[1], /Dwayne Brooks.*gift-card.*25\.00.*Batch 0412/);
  });
});
