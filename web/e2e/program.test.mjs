import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 789';
const FATHER_PASSWORD = 'carlos password 135';
const CYCLE = 'Spring Dads';

const FATHERS = [
  { firstName: 'Carlos', lastName: 'Rivera', phone: '(512) 555-0101' },
  { firstName: 'Dwayne', lastName: 'Brooks', phone: '(512) 555-0102' },
  { firstName: 'Tomas', lastName: 'Ortiz', phone: '(512) 555-0103' },
];

/** YYYY-MM-DD of a local date. */
function day(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday of next week. */
function nextMonday() {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  return date;
}

function addDays(date, days) {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

/** Waits for the answer of one API call made by what `action` does. */
async function answerOf(page, method, pathname, action) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === pathname,
  );
  await action();
  const response = await answer;
  assert.ok(response.ok(), `${method} ${pathname} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Picks an option of a search select: types, then clicks the matching option. */
async function pick(page, label, text, option) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

describe('the program', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('an admin runs a workshop cycle with attendance; fathers at 80% complete the course; a father sees only his own record', async () => {
    const adminEmail = uniqueEmail('coordinator');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');

    // Three fathers, enrolled through the form.
    const ids = {};
    for (const father of FATHERS) {
      await admin.goto('/fathers/new');
      await admin.getByLabel(/^First name/).fill(father.firstName);
      await admin.getByLabel(/^Last name/).fill(father.lastName);
      await admin.getByLabel('Phone').fill(father.phone);
      const created = await answerOf(admin, 'POST', '/api/fathers', () =>
        admin.getByRole('button', { name: 'Create father' }).click(),
      );
      ids[father.firstName] = created.id;
      await expectVisible(admin.getByText('Father created'));
      await expectPath(admin, `/fathers/${created.id}`);
      await expectVisible(admin.getByRole('heading', { name: `${father.firstName} ${father.lastName}` }));
    }
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Fathers', exact: true }).click();
    await expectPath(admin, '/fathers');
    for (const father of FATHERS) {
      await expectVisible(admin.getByRole('table', { name: 'Fathers' }).getByRole('link', { name: `${father.firstName} ${father.lastName}` }));
    }

    // A group meeting on Mondays, with the three of them.
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Father groups' }).click();
    await expectPath(admin, '/fathers-group');
    await admin.getByRole('link', { name: 'New group' }).click();
    await expectPath(admin, '/fathers-group/new');
    await admin.getByLabel(/^Name/).fill('Monday Dads');
    await admin.getByLabel('Meeting day').selectOption('Monday');
    await admin.getByLabel('Meeting time').fill('18:00');
    await admin.getByLabel('Location').fill('Community Center, Room 2');
    const group = await answerOf(admin, 'POST', '/api/groups', () => admin.getByRole('button', { name: 'Create group' }).click());
    await expectVisible(admin.getByText('Group created'));
    await expectPath(admin, `/fathers-group/${group.id}`);
    for (const father of FATHERS) {
      const name = `${father.firstName} ${father.lastName}`;
      await pick(admin, 'Father', father.lastName, new RegExp(name));
      await admin.getByRole('button', { name: 'Add to group' }).click();
      await expectVisible(admin.getByText(`${name} added to the group`));
      await expectVisible(admin.getByRole('list', { name: 'Members' }).getByRole('link', { name }));
    }

    // A cycle of three weekly sessions from next Monday, generated from the rule.
    await admin.getByRole('link', { name: 'New cycle' }).click();
    await expectPath(admin, '/cycles/new');
    const start = nextMonday();
    await admin.getByLabel(/^Title/).fill(CYCLE);
    await admin.getByLabel(/^Start date/).fill(day(start));
    await admin.getByLabel(/^End date/).fill(day(addDays(start, 21)));
    // The group's meeting day and time are already chosen.
    assert.equal(await admin.getByRole('group', { name: /Weekdays/ }).getByLabel('Monday').isChecked(), true);
    assert.equal(await admin.getByLabel(/^Start time/).inputValue(), '18:00');
    await admin.getByLabel(/^Number of sessions/).fill('3');
    await expectVisible(admin.getByRole('status').filter({ hasText: '3 sessions will be created' }));
    const cycle = await answerOf(admin, 'POST', '/api/cycles', () => admin.getByRole('button', { name: 'Create cycle' }).click());
    assert.equal(cycle.sessionCount, 3);
    await expectVisible(admin.getByText('Cycle created with 3 sessions'));
    await expectPath(admin, `/cycles/${cycle.id}`);

    // Each session: mark all present, one exception, save, complete.
    for (const number of [1, 2, 3]) {
      await admin.goto(`/cycles/${cycle.id}`);
      await admin.getByRole('link', { name: `${number}. Session ${number}` }).click();
      await expectVisible(admin.getByRole('heading', { name: `Session ${number}` }));
      await expectVisible(admin.getByRole('radiogroup', { name: 'Tomas Ortiz' }));
      await admin.getByRole('button', { name: 'Mark all present' }).click();
      if (number === 2) {
        await admin.getByRole('radiogroup', { name: 'Tomas Ortiz' }).getByRole('radio', { name: 'Absent' }).click();
      }
      const marks = admin.waitForRequest(
        (request) => request.method() === 'PUT' && /\/api\/sessions\/[^/]+\/attendance$/.test(new URL(request.url()).pathname),
      );
      await admin.getByRole('button', { name: 'Save attendance' }).click();
      const body = (await marks).postDataJSON();
      assert.equal(body.length, 3, 'the whole roster in one request');
      await expectVisible(admin.getByText('Attendance saved'));
      assert.equal(
        body.find((mark) => mark.fatherId === ids.Tomas).status,
        number === 2 ? 'absent' : 'present',
      );
      await admin.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Mark completed' }).click();
      await admin.getByRole('dialog', { name: 'Complete session' }).getByRole('button', { name: 'Mark completed' }).click();
      await expectVisible(admin.getByText('Session completed'));
      await expectHidden(admin.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Mark completed' }));
    }

    // The cycle's progress: two fathers at 100%, Tomas at 67% (under the 80% threshold).
    await admin.goto(`/cycles/${cycle.id}`);
    await expectVisible(admin.getByText('3 of 3 sessions completed'));
    const progress = admin.getByRole('table', { name: 'Fathers’ progress' });
    await expectVisible(progress.getByRole('row').filter({ hasText: 'Carlos Rivera' }).getByText('Completed course'));
    await expectVisible(progress.getByRole('row').filter({ hasText: 'Tomas Ortiz' }).getByText('67%'));
    await expectHidden(progress.getByRole('row').filter({ hasText: 'Tomas Ortiz' }).getByText('Completed course'));

    // 'Completed course' milestones for those at or above 80%, and none for Tomas.
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Milestones' }).click();
    await expectPath(admin, '/milestones');
    const milestones = admin.getByRole('list', { name: 'Milestones' });
    for (const name of ['Carlos Rivera', 'Dwayne Brooks']) {
      const card = milestones.getByRole('listitem').filter({ hasText: name });
      await expectVisible(card.getByText(`Completed ${CYCLE}`));
      await expectVisible(card.getByText('Completed course'));
    }
    await expectHidden(milestones.getByRole('listitem').filter({ hasText: 'Tomas Ortiz' }));

    // The matrix, and its CSV.
    await admin.goto(`/workshops/session-attendance?cycleId=${cycle.id}`);
    const tomas = admin.getByRole('table', { name: `Attendance in ${CYCLE}` }).getByRole('row').filter({ hasText: 'Tomas Ortiz' });
    await expectVisible(tomas.getByText('67%'));
    // Each mark is read out with its father and session.
    await expectVisible(tomas.getByText(/^Tomas Ortiz, #2 .*: Absent$/));
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'attendance.csv');
    const csv = await readFile(await file.path(), 'utf8');
    assert.match(csv, /Tomas Ortiz,present,absent,present,67%/);

    // Carlos gets an account; the admin links it to his record.
    const fatherEmail = uniqueEmail('carlos');
    await registerByApi(stack.baseURL, {
      email: fatherEmail,
      password: FATHER_PASSWORD,
      displayName: 'Carlos R',
      firstName: 'Carlos',
      lastName: 'Rivera',
    });
    await admin.goto(`/fathers/edit/${ids.Carlos}`);
    await pick(admin, 'Linked account', 'Carlos R', `Carlos R (${fatherEmail})`);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(admin.getByText('Father updated'));
    await expectPath(admin, `/fathers/${ids.Carlos}`);

    // On his phone, Carlos finds his own record, progress and milestone, and nothing of the others.
    const father = await stack.newPage({ viewport: { width: 375, height: 800 } });
    await signIn(father, { email: fatherEmail, password: FATHER_PASSWORD });
    await expectPath(father, '/');
    // His home page leads to his record (the navigation is behind the burger on a phone).
    await father.getByRole('main').getByRole('link', { name: 'My progress' }).click();
    // His record where he asked for it (not a redirect to its id).
    await expectPath(father, '/fathers/me');
    await expectVisible(father.getByRole('heading', { name: 'Carlos Rivera' }));
    const attendance = father.getByRole('region', { name: 'Attendance' });
    await expectVisible(attendance.getByText('100%'));
    await expectVisible(attendance.getByText('3 of 3 sessions'));
    await expectVisible(father.getByRole('region', { name: 'Milestones' }).getByText(`Completed ${CYCLE}`));
    await expectHidden(father.getByRole('region', { name: 'Case notes' }));
    await expectHidden(father.getByRole('button', { name: 'Delete' }));

    await father.goto(`/fathers/${ids.Dwayne}`);
    await expectVisible(father.getByRole('heading', { name: 'Page Not Found' }));
    await expectHidden(father.getByText('Dwayne Brooks'));
    await father.goto('/fathers');
    await expectVisible(father.getByRole('heading', { name: 'Not Allowed' }));
    await father.goto(`/milestones/${ids.Dwayne}`);
    await expectVisible(father.getByRole('heading', { name: 'Not Allowed' }));
    await father.goto('/milestones');
    await expectVisible(father.getByRole('heading', { name: 'My milestones' }));
    await expectVisible(father.getByText(`Completed ${CYCLE}`));
  });
});
