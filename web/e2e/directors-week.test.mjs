// The director's week (issue 41): she reads a leaver's page and hands his caseload to a
// colleague in one action, links a father who registered himself (and who could not check in
// before), sees when retention anonymises a record, records a paper consent with its own date,
// and reads who the program served in the funder report and its spreadsheet.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, uniqueEmail } from './harness.mjs';
import { call, day, expectFathers, expectHidden, expectPath, expectVisible, registerByApi, signIn, stackWithDirector } from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 918';
const STAFF_PASSWORD = 'staff password 274';
const FATHER_PASSWORD = 'father password 665';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const MINUTE = 60_000;
const YEAR = 365.25 * 86_400_000;
/** The program's retention (FM_RETENTION_DAYS' default: seven years). */
const RETENTION_DAYS = 2555;

/** A staff account (not a director): registered, then made staff by the director. */
async function staffAccount(baseURL, token, firstName, lastName) {
  const email = uniqueEmail(firstName.toLowerCase());
  const { user } = await registerByApi(baseURL, { email, password: STAFF_PASSWORD, displayName: `${firstName} ${lastName}`, firstName, lastName });
  await call(baseURL, token, 'PATCH', `/users/${user.id}`, { isAdmin: true });
  return { id: user.id, email, name: `${firstName} ${lastName}` };
}

/** 'Nov 22, 2026': a program day (YYYY-MM-DD) as the English screens write it. */
function shownDay(isoDay) {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** YYYY-MM-DD, `years` (a fraction too) before now. */
function yearsAgo(years) {
  return new Date(Date.now() - years * YEAR).toISOString().slice(0, 10);
}

/** The value of the fact `label` in a list of facts (a <dl>) within `scope`. */
function fact(scope, label) {
  return scope.locator('dl > div').filter({ has: scope.page().getByRole('term').filter({ hasText: label }) }).getByRole('definition');
}

async function expectText(locator, expected) {
  await expectVisible(locator);
  assert.equal((await locator.innerText()).trim(), expected);
}

/** The row of a small table whose row header is `label`, and its one count cell. */
function countCell(table, label) {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** A CSV's lines as cells (the report's cells hold no commas nor quotes here). */
function csvRows(text) {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

describe("a director's week", () => {
  let stack;
  let director;
  let token;
  before(async () => {
    ({ stack, director, token } = await stackWithDirector(DIRECTOR_PASSWORD));
  });
  after(async () => {
    await stack?.stop();
  });

  /** The director, signed in on a desktop browser. */
  async function directorPage() {
    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    return page;
  }

  function navLink(page, name) {
    return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  }

  it('opens a leaver’s page from the users list, reads his groups, caseload and follow-ups, and hands his caseload to a colleague in one action', async () => {
    const { baseURL } = stack;
    // Lena is leaving: she facilitates Wednesday's group and is the case manager of Hugo and Ivan,
    // with a follow-up due on each. Carl takes her fathers over.
    const lena = await staffAccount(baseURL, token, 'Lena', 'Leaver');
    const carl = await staffAccount(baseURL, token, 'Carl', 'Colleague');
    const group = await call(baseURL, token, 'POST', '/groups', { name: 'Wednesday Dads', facilitatorIds: [lena.id] });
    const omar = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Omar', lastName: 'Ortiz' });
    await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: omar.id, joinedAt: `${day(-14)}T00:00:00Z` });
    for (const [firstName, lastName, due] of [
      ['Hugo', 'Hill', day(1)],
      ['Ivan', 'Ito', day(-2)],
    ]) {
      const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName, caseManagerId: lena.id });
      await call(baseURL, token, 'POST', `/fathers/${record.id}/contacts`, { method: 'call', outcome: 'no-answer', followUpDue: due });
    }

    // From the users list to her page: her groups, her caseload and her open follow-ups.
    const page = await directorPage();
    await navLink(page, 'Users').click();
    await expectPath(page, '/admin-users');
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: lena.name, exact: true }).click();
    await expectPath(page, `/staff/${lena.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: lena.name }));
    const details = page.getByRole('region', { name: 'Details' });
    await expectText(fact(details, 'Caseload'), '2 fathers');
    await expectText(fact(details, 'Open follow-ups'), '2');
    const groups = page.getByRole('list', { name: 'Groups he facilitates' }).getByRole('listitem');
    await expectVisible(groups.getByRole('link', { name: 'Wednesday Dads' }));
    await expectVisible(groups.getByText('1 member', { exact: true }));
    assert.equal(await groups.count(), 1);

    // Her caseload is the fathers list filtered by case manager.
    await fact(details, 'Caseload').getByRole('link', { name: '2 fathers' }).click();
    await expectPath(page, '/fathers');
    assert.equal(new URL(page.url()).searchParams.get('caseManagerId'), lena.id);
    await expectVisible(page.getByText(`Case manager: ${lena.name}`));
    await expectFathers(page, ['Hugo Hill', 'Ivan Ito']);
    const caseManager = page.getByLabel('Case manager', { exact: true });
    assert.equal(await caseManager.inputValue(), lena.id);
    // Carl has no father of his own yet.
    await caseManager.selectOption({ label: carl.name });
    await expectVisible(page.getByText(`Case manager: ${carl.name}`));
    await expectVisible(page.getByText('No fathers match these filters.'));

    // Back on her page, her whole caseload goes to Carl in one action.
    await navLink(page, 'Users').click();
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: lena.name, exact: true }).click();
    await expectPath(page, `/staff/${lena.id}`);
    const handOver = page.getByRole('region', { name: 'Hand his caseload to…' });
    await expectVisible(handOver.getByText(`${lena.name} is the case manager of 2 fathers. Choose the colleague who takes them over.`));
    await handOver.getByLabel('New case manager').selectOption({ label: carl.name });
    await handOver.getByRole('button', { name: 'Hand over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand over the caseload' });
    await expectVisible(dialog.getByText(`Make ${carl.name} the case manager of the 2 fathers whose case manager is ${lena.name}?`));
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await expectVisible(page.getByText(`2 fathers now have ${carl.name} as case manager`));
    await expectHidden(dialog);
    await expectText(fact(details, 'Caseload'), 'None');
    await expectText(fact(details, 'Open follow-ups'), '0');
    await expectVisible(handOver.getByText('No father has him as case manager: there is nothing to hand over.'));

    // The fathers list by case manager: Carl has them, Lena none.
    await navLink(page, 'Fathers').click();
    await expectPath(page, '/fathers');
    await page.getByLabel('Case manager', { exact: true }).selectOption({ label: carl.name });
    await expectVisible(page.getByText(`Case manager: ${carl.name}`));
    await expectFathers(page, ['Hugo Hill', 'Ivan Ito']);
    await page.getByLabel('Case manager', { exact: true }).selectOption({ label: lena.name });
    await expectVisible(page.getByText(`Case manager: ${lena.name}`));
    await expectVisible(page.getByText('No fathers match these filters.'));
  });

  it('links a father who registered himself from the accounts to link; before that, his check-in is refused as not linked yet', async () => {
    const { baseURL } = stack;
    // Marco's record, in Thursday's group, whose session starts in a few minutes: its code works.
    const email = uniqueEmail('marco');
    const record = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Marco', lastName: 'Diaz', email });
    const group = await call(baseURL, token, 'POST', '/groups', { name: 'Thursday Dads' });
    await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: record.id, joinedAt: `${day(-7)}T00:00:00Z` });
    const cycle = await call(baseURL, token, 'POST', '/cycles', { title: 'Thursday course', groupId: group.id, startDate: day(-7), endDate: day(30) });
    const startsAt = new Date(Date.now() + 5 * MINUTE);
    const session = await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
      title: 'Session 4: Co-parenting',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * MINUTE).toISOString(),
    });
    const { code } = await call(baseURL, token, 'POST', `/sessions/${session.id}/check-in-code`);

    // He registers himself, with the e-mail and the name of his record.
    const marco = { email, password: FATHER_PASSWORD };
    await registerByApi(baseURL, { ...marco, displayName: 'Marco', firstName: 'Marco', lastName: 'Diaz' });

    // At the session, on his phone, the code is right but his account is not his record's yet.
    const phone = await stack.newPage(PHONE);
    await signIn(phone, marco);
    await expectPath(phone, '/');
    await phone.goto('/check-in');
    await phone.getByLabel(/^Check-in code/).fill(code);
    await phone.getByRole('button', { name: 'Check in', exact: true }).click();
    const refused = phone.getByRole('alert').filter({ hasText: 'You are not checked in' });
    await expectVisible(refused.getByText('Your account is not linked to your record in the program yet.', { exact: false }));
    assert.doesNotMatch(await refused.innerText(), /not valid|expired|does not exist/);

    // The director finds him among the accounts to link, with his record first, and links it.
    const page = await directorPage();
    await navLink(page, 'Users').click();
    await expectPath(page, '/admin-users');
    await page.getByRole('tab', { name: 'Accounts to link' }).click();
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'to-link');
    const waiting = page.getByRole('list', { name: 'Accounts waiting to be linked' }).getByRole('listitem').filter({ hasText: email });
    await expectVisible(waiting.getByText('Marco', { exact: true }));
    const likely = waiting.getByRole('list', { name: 'Records likely to be Marco' });
    await expectVisible(likely.getByRole('link', { name: 'Marco Diaz' }));
    await expectVisible(likely.getByText('Same e-mail'));
    await likely.getByRole('button', { name: 'Link Marco to the record of Marco Diaz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link the account' });
    await expectVisible(dialog.getByText(`Link the account of Marco (${email}) to the record of Marco Diaz?`, { exact: false }));
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expectVisible(page.getByText('Account linked to the record of Marco Diaz'));
    await expectHidden(waiting);

    // The same code now checks him in.
    await phone.getByRole('button', { name: 'Check in', exact: true }).click();
    await expectVisible(phone.getByRole('heading', { name: /You’re checked in/ }));
    await expectVisible(phone.getByText('Session: Session 4: Co-parenting'));
  });

  it('reads on the retention screen, and on his record, the day a father who exited long ago is anonymised', async () => {
    const { baseURL } = stack;
    // Peter left the program almost seven years ago; his exit is recorded only today.
    const peter = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Peter', lastName: 'Price', enrollmentDate: day(-2600) });
    const exitDate = day(-2500);
    await call(baseURL, token, 'PATCH', `/fathers/${peter.id}`, { status: 'exited', exitDate, exitReason: 'Moved away' });
    // The day after his exit is seven years old (more than the 30 days his exit can still be corrected in).
    const anonymisedOn = day(-2500 + RETENTION_DAYS + 1);

    const page = await directorPage();
    await navLink(page, 'Records retention').click();
    await expectPath(page, '/retention');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Records retention' }));
    await expectVisible(
      page.getByText('Records are anonymised 7 years after a father’s exit, and never within 30 days of the exit being recorded.'),
    );
    const coming = page.getByRole('list', { name: 'Coming due in the next 90 days' }).getByRole('listitem').filter({ hasText: 'Peter Price' });
    await expectVisible(coming.getByText(`Exited ${shownDay(exitDate)}`));
    await expectVisible(coming.getByText(`Anonymised on ${shownDay(anonymisedOn)}`));

    // His record says the same day.
    await coming.getByRole('link', { name: 'Peter Price' }).click();
    await expectPath(page, `/fathers/${peter.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Peter Price' }));
    await expectVisible(page.getByRole('note').getByText(`This record will be anonymised on ${shownDay(anonymisedOn)}.`));
  });

  it('records a paper consent signed last week with its own date, and cannot date one in the future', async () => {
    const { baseURL } = stack;
    const noah = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Noah', lastName: 'Nunez' });
    const signedOn = day(-7);

    const page = await directorPage();
    const posted = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/fathers/${noah.id}/consents`) posted.push(request.postData());
    });
    await page.goto(`/fathers/${noah.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Noah Nunez' }));
    const consents = page.getByRole('region', { name: 'Consent', exact: true });
    const kind = (name) =>
      consents
        .getByRole('list', { name: 'Consent by kind' })
        .getByRole('listitem')
        .filter({ has: page.getByText(name, { exact: true }) });

    // The paper form he signed last week, dated that day.
    await kind('Program').getByRole('button', { name: 'Record consent: Program' }).click();
    const form = page.getByRole('dialog', { name: 'Record consent: Program' });
    await form.getByLabel(/^Signed on/).fill(signedOn);
    await form.getByRole('button', { name: 'Record consent', exact: true }).click();
    await expectVisible(page.getByText('Consent recorded: Program'));
    await expectHidden(form);
    await expectVisible(kind('Program').getByText('Given', { exact: true }));
    await expectVisible(kind('Program').getByText(`Since ${shownDay(signedOn)} · version 1`));
    const history = consents.getByRole('list', { name: 'History' });
    await expectVisible(history.getByText(new RegExp(`^Given ${shownDay(signedOn)} `)));
    assert.equal(posted.length, 1);

    // A day to come cannot be saved: the form says why and sends nothing.
    await kind('Photos').getByRole('button', { name: 'Record consent: Photos' }).click();
    const future = page.getByRole('dialog', { name: 'Record consent: Photos' });
    await future.getByLabel(/^Signed on/).fill(day(3));
    await expectVisible(future.getByText('A consent cannot be dated in the future.'));
    await future.getByRole('button', { name: 'Record consent', exact: true }).click();
    await expectVisible(future.getByText('A consent cannot be dated in the future.'));
    await future.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(future);
    await expectVisible(kind('Photos').getByText('Not given', { exact: true }));
    assert.equal(posted.length, 1, `a consent dated in the future was sent: ${posted.join(' | ')}`);
    const recorded = await call(baseURL, token, 'GET', `/fathers/${noah.id}/consents`);
    assert.deepEqual(
      recorded.map((consent) => [consent.kind, consent.grantedAt.slice(0, 10)]),
      [['program', signedOn]],
    );

    // Nor does the server take one.
    const response = await fetch(`${baseURL}/api/fathers/${noah.id}/consents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'photo', grantedAt: `${day(3)}T12:00:00Z` }),
    });
    const refusal = await response.text();
    assert.equal(response.status, 400, refusal);
    assert.match(refusal, /A consent cannot be dated in the future\./);
  });

  it('reads who was served in the funder report, and downloads a CSV that says "no data" where a rate has nothing counted', async () => {
    const { baseURL } = stack;
    // Friday's group met two days ago: Rafael (30) and Samuel (40) came. Sunday's group has not met.
    const friday = await call(baseURL, token, 'POST', '/groups', { name: 'Friday Dads' });
    const sunday = await call(baseURL, token, 'POST', '/groups', { name: 'Sunday Dads' });
    const fathers = [];
    for (const [firstName, lastName, age] of [
      ['Rafael', 'Reyes', 30.5],
      ['Samuel', 'Stone', 40.5],
    ]) {
      const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName, dateOfBirth: yearsAgo(age), enrollmentDate: day(-20) });
      await call(baseURL, token, 'POST', `/groups/${friday.id}/members`, { fatherId: record.id, joinedAt: `${day(-20)}T00:00:00Z` });
      fathers.push(record);
    }
    const quiet = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Tomas', lastName: 'Torres', enrollmentDate: day(-20) });
    await call(baseURL, token, 'POST', `/groups/${sunday.id}/members`, { fatherId: quiet.id, joinedAt: `${day(-20)}T00:00:00Z` });
    const cycle = await call(baseURL, token, 'POST', '/cycles', { title: 'Friday course', groupId: friday.id, startDate: day(-14), endDate: day(30) });
    const held = await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
      title: 'Session 1: Welcome',
      startsAt: `${day(-2)}T18:00:00Z`,
      endsAt: `${day(-2)}T19:30:00Z`,
    });
    await call(
      baseURL,
      token,
      'PUT',
      `/sessions/${held.id}/attendance`,
      fathers.map((father) => ({ fatherId: father.id, status: 'present' })),
    );
    await call(baseURL, token, 'PATCH', `/sessions/${held.id}`, { status: 'completed' });

    // The last seven days, up to yesterday.
    const [from, to] = [day(-7), day(-1)];
    const page = await directorPage();
    await page.goto(`/workshops/report?period=custom&from=${from}&to=${to}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Funder report' }));
    await expectVisible(page.getByText(`${shownDay(from)} – ${shownDay(to)} (days in UTC)`));

    // Who was served: two fathers, in their age bands.
    const served = page.getByRole('region', { name: 'Who was served' });
    await expectVisible(served.getByText('2 fathers served, each counted once. Ages on the last day of the report.'));
    const ages = served.getByRole('table', { name: 'Fathers served by age' });
    await expectVisible(ages);
    const bands = { 'Under 18': '0', '18–24': '0', '25–34': '1', '35–44': '1', '45–54': '0', '55 and over': '0', 'Not recorded': '0' };
    for (const [band, count] of Object.entries(bands)) {
      await expectText(countCell(ages, band), count);
    }
    await expectVisible(served.getByRole('table', { name: 'Fathers served by language' }));

    // A group that did not meet has no attendance rate: "—", not 0 %.
    const byGroup = page.getByRole('table', { name: 'Figures by group' });
    const sundayRow = byGroup.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sunday Dads', exact: true }) });
    await expectText(sundayRow.getByRole('cell').last(), '—');
    const fridayRow = byGroup.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Friday Dads', exact: true }) });
    await expectVisible(fridayRow.getByRole('cell').last().getByText(/\(2 of 2\)$/));

    // The spreadsheet says "no data" where the screen says "—", and counts the age bands too.
    const downloading = page.waitForEvent('download', { timeout: TIMEOUT_MS });
    await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `report-${from}-${to}.csv`);
    const rows = csvRows(await readFile(await download.path(), 'utf8'));
    const rate = rows[0].indexOf('attendance rate');
    assert.ok(rate > 0, `no attendance rate column in ${rows[0].join(',')}`);
    const rowOf = (name) => {
      const row = rows.find((cells) => cells[0] === name);
      assert.ok(row, `no row for ${name} in the CSV:\n${rows.map((cells) => cells.join(',')).join('\n')}`);
      return row;
    };
    assert.equal(rowOf('Sunday Dads')[rate], 'no data');
    assert.equal(rowOf('Friday Dads')[rate], '100.0%');
    assert.equal(rowOf(`All groups (${from} to ${to})`)[rate], '100.0%');
    const ageSection = rows.findIndex((cells) => cells[0] === 'age band');
    assert.ok(ageSection > 0, 'no age bands in the CSV');
    assert.deepEqual(rows.slice(ageSection + 1, ageSection + 8), [
      ['under-18', '0'],
      ['18-24', '0'],
      ['25-34', '1'],
      ['35-44', '1'],
      ['45-54', '0'],
      ['55-plus', '0'],
      ['unknown', '0'],
    ]);
  });
});
