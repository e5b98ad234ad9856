import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, day, expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 864';
const FATHER_PASSWORD = 'father password 246';
const CYCLE = 'Spring Dads';
const EVENT = 'Family picnic';

/** A father with an account and his record, linked. */
async function fatherWithAccount(baseURL, token, firstName, lastName) {
  const email = uniqueEmail(firstName.toLowerCase());
  const { user } = await registerByApi(baseURL, { email, password: FATHER_PASSWORD, displayName: firstName, firstName, lastName });
  const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName, email, userId: user.id });
  return { email, id: record.id, name: `${firstName} ${lastName}` };
}

/** Replaces the page's print dialog by a counter, so that a test can see it was asked for. */
async function stubPrint(page) {
  await page.evaluate(() => {
    globalThis.printed = 0;
    globalThis.print = () => {
      globalThis.printed += 1;
    };
  });
}

async function printed(page) {
  return page.evaluate(() => globalThis.printed);
}

/** How many pages a PDF has (Chromium writes one /Type /Page object per page). */
function pageCount(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

describe('home, dashboard, funder report and papers', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('staff see the trend and who is slipping and download the report; a father sees what is next and prints his letter and certificate', async () => {
    const { baseURL } = stack;
    const adminEmail = uniqueEmail('director');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const token = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;

    // A group of two fathers with accounts, and a cycle running now whose three sessions were
    // held 30, 29 and 28 days ago: Carlos came to all three (he completes the course), Dwayne
    // missed the last two in a row (at risk).
    const carlos = await fatherWithAccount(baseURL, token, 'Carlos', 'Rivera');
    const dwayne = await fatherWithAccount(baseURL, token, 'Dwayne', 'Brooks');
    const group = await call(baseURL, token, 'POST', '/groups', { name: 'Monday Dads' });
    for (const father of [carlos, dwayne]) {
      await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id, joinedAt: `${day(-40)}T00:00:00Z` });
    }
    const cycle = await call(baseURL, token, 'POST', '/cycles', {
      title: CYCLE,
      groupId: group.id,
      startDate: day(-30),
      endDate: day(30),
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', durationMinutes: 90, count: 3, skipDates: [], timezone: 'UTC' },
    });
    const sessions = await call(baseURL, token, 'GET', `/cycles/${cycle.id}/sessions`);
    assert.equal(sessions.length, 3);
    for (const [index, session] of sessions.entries()) {
      await call(baseURL, token, 'PUT', `/sessions/${session.id}/attendance`, [
        { fatherId: carlos.id, status: 'present' },
        { fatherId: dwayne.id, status: index === 0 ? 'present' : 'absent' },
      ]);
      await call(baseURL, token, 'PATCH', `/sessions/${session.id}`, { status: 'completed' });
    }
    // Something ahead for the group.
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    startsAt.setUTCHours(17, 0, 0, 0);
    await call(baseURL, token, 'POST', '/events', {
      title: EVENT,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      allDay: false,
      location: 'Zilker Park',
      groupId: group.id,
    });

    // Staff: the dashboard's chart (an svg, loaded with the page) and the father at risk.
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(admin, '/dashboard');
    await expectVisible(admin.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await expectVisible(admin.getByTestId('attendance-chart').locator('svg.recharts-surface'));
    await admin.waitForFunction(() => globalThis.document.querySelectorAll('[data-testid="attendance-chart"] .recharts-bar-rectangle').length > 0, undefined, {
      timeout: TIMEOUT_MS,
    });
    const counts = admin.getByRole('list', { name: 'Program in numbers' });
    await expectVisible(counts.getByRole('listitem').filter({ hasText: 'Fathers' }).filter({ hasText: '2' }));
    const weeks = admin.getByRole('table', { name: 'Attendance rate by week, last 12 weeks' });
    assert.equal(await weeks.getByRole('row').count(), 13, 'a header and 12 weeks, for screen readers');
    const atRisk = admin.getByRole('list', { name: 'Fathers at risk' });
    await expectVisible(atRisk.getByText('2 absences in a row'));
    await expectHidden(atRisk.getByRole('link', { name: carlos.name }));
    // The feed links a session to its page in its cycle.
    const feed = admin.getByRole('list', { name: 'Recent activity' });
    const completed = feed.getByRole('link', { name: `Completed ${sessions[2].title} of ${CYCLE}` });
    await admin.waitForFunction(
      (href) => [...globalThis.document.querySelectorAll('a')].some((a) => a.getAttribute('href') === href),
      `/cycles/${cycle.id}/sessions/${sessions[2].id}`,
      { timeout: TIMEOUT_MS },
    );
    await expectVisible(completed);

    await atRisk.getByRole('link', { name: dwayne.name }).click();
    await expectPath(admin, `/fathers/${dwayne.id}`);
    await expectVisible(admin.getByRole('heading', { name: dwayne.name }));

    // The funder report for the last five weeks, and its spreadsheet.
    await admin.goBack();
    await expectPath(admin, '/dashboard');
    await admin.getByRole('link', { name: 'Funder report' }).click();
    await expectPath(admin, '/workshops/report');
    await expectVisible(admin.getByRole('heading', { name: 'Funder report' }));
    const from = day(-35);
    const to = day(0);
    await admin.getByLabel('First day').fill(from);
    await admin.getByLabel('Last day').fill(to);
    const totals = admin.getByRole('region', { name: 'All groups' });
    await expectVisible(totals.locator('[data-figure="served"]').getByText('2', { exact: true }));
    await expectVisible(totals.locator('[data-figure="held"]').getByText('3', { exact: true }));
    await expectVisible(totals.locator('[data-figure="hours"]').getByText('6', { exact: true }));
    await expectVisible(totals.locator('[data-figure="completed"]').getByText('1', { exact: true }));
    await expectVisible(admin.getByRole('table', { name: 'Figures by group' }).getByRole('row', { name: /Monday Dads/ }));
    assert.equal(new URL(admin.url()).search, `?period=custom&from=${from}&to=${to}`);
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `report-${from}-${to}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    assert.match(csv, new RegExp(`^All groups \\(${from} to ${to}\\),2,`, 'm'));
    assert.match(csv, /^Monday Dads,2,/m);
    // Printed, the page is the report alone.
    await stubPrint(admin);
    await admin.getByRole('button', { name: 'Print' }).click();
    assert.equal(await printed(admin), 1);
    await admin.emulateMedia({ media: 'print' });
    await expectHidden(admin.getByRole('navigation', { name: 'Main navigation' }));
    await expectHidden(admin.getByRole('button', { name: 'Download CSV' }));
    await expectVisible(admin.getByRole('table', { name: 'Figures by group' }));
    await admin.emulateMedia({ media: 'screen' });

    // Carlos, on his phone: home shows the picnic ahead; he prints his attendance letter.
    const phone = await stack.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signIn(phone, { email: carlos.email, password: FATHER_PASSWORD });
    await expectPath(phone, '/');
    const next = phone.getByRole('region', { name: 'Next up' });
    await expectVisible(next.getByRole('link', { name: EVENT }));
    await expectVisible(next.getByText('Zilker Park'));
    await expectVisible(next.getByRole('button', { name: `Add to calendar: “${EVENT}”` }));
    await phone.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'My attendance letter' }).click();
    await expectPath(phone, `/fathers/${carlos.id}/attendance-letter`);
    const letter = phone.getByRole('article', { name: 'Attendance letter' });
    await expectVisible(letter.getByText(/Carlos Rivera takes part in the Fatherhood Matters program\. He has attended 3 sessions, 4\.5 hours in all/));
    assert.equal(await letter.getByRole('table', { name: 'Sessions attended' }).locator('tbody tr').count(), 3);
    await stubPrint(phone);
    await phone.getByRole('button', { name: 'Print letter' }).click();
    assert.equal(await printed(phone), 1);

    // His certificate, from his dashboard: one page on A4 and on Letter.
    await phone.goto('/dashboard');
    const papers = phone.getByRole('region', { name: 'My papers' });
    await papers.getByRole('link', { name: `Certificate: Completed ${CYCLE}` }).click();
    await expectPath(phone, `/fathers/${carlos.id}/certificate/${cycle.id}`);
    const certificate = phone.getByRole('article', { name: 'Certificate of Completion' });
    await expectVisible(certificate.getByText(carlos.name, { exact: true }));
    await expectVisible(certificate.getByText(CYCLE, { exact: true }));
    await expectVisible(certificate.getByText(/attending 3 sessions \(4\.5 hours\)/));
    await stubPrint(phone);
    await phone.getByRole('button', { name: 'Print certificate' }).click();
    assert.equal(await printed(phone), 1);
    for (const format of ['A4', 'Letter']) {
      assert.equal(pageCount(await phone.pdf({ format })), 1, `the certificate fits one ${format} page`);
    }

    // Dwayne's papers are not Carlos's to see.
    await phone.goto(`/fathers/${dwayne.id}/attendance-letter`);
    await expectVisible(phone.getByRole('heading', { name: 'Page Not Found' }));
    await expectHidden(phone.getByText(dwayne.name));
  });
});
