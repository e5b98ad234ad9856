// A program manager imports fathers (the imports area): a director opens a second program and
// makes a staff member its manager; the manager sees only his program's fathers, previews a CSV
// of 50 fathers whose two bad rows and one possible duplicate the preview shows, chooses the
// corrected file, imports it, finds the 50 new fathers in his list, and undoes the import.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, uniqueEmail } from './harness.mjs';
import {
  call,
  expectFatherCount,
  expectFathers,
  expectHidden,
  expectPath,
  expectVisible,
  registerByApi,
  signIn,
  stackWithDirector,
} from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 531';
const MANAGER_PASSWORD = 'manager password 862';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** As e2e/accessibility.test.mjs: WCAG 2.2 AA, `meta-viewport` knowingly off (docs/PRODUCT.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations on the page as it is. */
async function violationsOn(page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'meta-viewport': { enabled: false } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether the page is wider than the screen (a table too wide scrolls in its own box). */
function overflows(page) {
  return page.evaluate(() => globalThis.document.documentElement.scrollWidth > globalThis.innerWidth);
}

/** The father already in the manager's program, whom one row of the file looks like. */
const CARLOS = { firstName: 'Carlos', lastName: 'Mendez', dateOfBirth: '1980-04-12' };

/**
 * The file: a header and 50 rows; 49 new fathers and Carlos again (same name and date of birth).
 * `broken` spoils two rows: an e-mail that is not one and a day that does not exist.
 */
function fathersCsv({ broken }) {
  const lines = ['First name,Last name,E-mail,DOB'];
  for (let n = 1; n <= 50; n += 1) {
    const two = String(n).padStart(2, '0');
    if (n === 25) {
      lines.push(`${CARLOS.firstName},${CARLOS.lastName},,${CARLOS.dateOfBirth}`);
      continue;
    }
    const email = broken && n === 10 ? 'dad10-at-example' : `dad${two}@example.com`;
    const born = broken && n === 40 ? '1990-13-45' : `1985-01-${String((n % 28) + 1).padStart(2, '0')}`;
    lines.push(`Dad${two},Import,${email},${born}`);
  }
  // A byte-order mark and CRLF line ends, as a spreadsheet on Windows saves "CSV UTF-8".
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

describe('a program manager imports fathers', () => {
  let stack;
  let director;
  let token;
  let manager;
  let safeDads;
  before(async () => {
    ({ stack, director, token } = await stackWithDirector(DIRECTOR_PASSWORD));
  });
  after(async () => {
    await stack?.stop();
  });

  it('the director opens a second program and makes a staff member its manager', async () => {
    // The manager-to-be: a staff account (registered, then made staff by the director).
    const email = uniqueEmail('marco');
    const { user } = await registerByApi(stack.baseURL, { email, password: MANAGER_PASSWORD, displayName: 'Marco Manager', firstName: 'Marco', lastName: 'Manager' });
    await call(stack.baseURL, token, 'PATCH', `/users/${user.id}`, { isAdmin: true });
    manager = { id: user.id, email, password: MANAGER_PASSWORD };

    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    await page.goto('/programs');
    await page.getByRole('button', { name: 'New program' }).click();
    const form = page.getByRole('form', { name: 'New program' });
    await form.getByLabel(/^Name/).fill('Safe Dads');
    await form.getByLabel(/^Code/).fill('SAFE');
    await form.getByRole('button', { name: 'Create program' }).click();
    const row = page.getByRole('listitem', { name: 'Safe Dads' });
    await expectVisible(row);

    await row.getByRole('button', { name: 'Staff', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Staff of Safe Dads' });
    await dialog.getByRole('checkbox', { name: 'Works in Marco Manager' }).check();
    await dialog.getByRole('combobox', { name: 'Role of Marco Manager' }).selectOption('manager');
    await dialog.getByRole('button', { name: 'Save staff' }).click();
    await expectVisible(page.getByRole('list', { name: 'Staff of Safe Dads' }).getByText('Marco Manager (Manager)'));

    // A father in each program: Carlos in the manager's, Frank in the other.
    const programs = await call(stack.baseURL, token, 'GET', '/programs');
    safeDads = programs.find((program) => program.name === 'Safe Dads');
    const other = programs.find((program) => program.name !== 'Safe Dads');
    assert.ok(safeDads && other);
    await call(stack.baseURL, token, 'POST', '/fathers', { ...CARLOS, programId: safeDads.id });
    await call(stack.baseURL, token, 'POST', '/fathers', { firstName: 'Frank', lastName: 'Other', programId: other.id });
  });

  it('on a 360 px phone, the preview with errors fits the screen and passes axe, and so does the comparison', { timeout: 120_000 }, async () => {
    const page = await stack.newPage(PHONE);
    await signIn(page, manager);
    await expectPath(page, '/');
    await page.goto('/fathers/import');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Import fathers' }));
    assert.deepEqual(await violationsOn(page), []);
    await page.getByLabel('CSV file').setInputFiles({ name: 'safe-dads.csv', mimeType: 'text/csv', buffer: fathersCsv({ broken: true }) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expectVisible(page.getByText('To add: 48 · To update: 0 · Unchanged: 0 · With errors: 2'));
    // A card a row on a phone: the line, the name, its action and problems.
    const cards = page.getByRole('list', { name: 'Rows of the file' });
    await expectVisible(cards.getByRole('listitem').filter({ hasText: 'Line 11: Dad10 Import' }).getByText('Error'));
    assert.equal(await overflows(page), false);
    assert.deepEqual(await violationsOn(page), []);
    await cards.getByRole('button', { name: 'Compare line 26 with the existing record' }).click();
    const compare = page.getByRole('dialog', { name: 'Line 26 and an existing record' });
    await expectVisible(compare.getByRole('link', { name: 'Open Carlos Mendez’s record' }));
    assert.deepEqual(await violationsOn(page), []);
  });

  it('the manager sees only his program’s fathers, imports a corrected file of 50 fathers, and undoes it', { timeout: 180_000 }, async () => {
    const page = await stack.newPage();
    await signIn(page, manager);
    await expectPath(page, '/');
    await page.goto('/fathers');
    await expectFathers(page, ['Carlos Mendez']);

    await page.getByRole('link', { name: 'Import fathers' }).click();
    await expectPath(page, '/fathers/import');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Import fathers' }));
    await expectVisible(page.getByText('No imports yet.'));

    // The file with two bad rows: its columns map themselves by their names.
    await page.getByLabel('CSV file').setInputFiles({ name: 'safe-dads.csv', mimeType: 'text/csv', buffer: fathersCsv({ broken: true }) });
    await expectVisible(page.getByText('safe-dads.csv: 4 columns'));
    assert.equal(await page.getByRole('combobox', { name: 'Column “First name”' }).inputValue(), 'firstName');
    assert.equal(await page.getByRole('combobox', { name: 'Column “Last name”' }).inputValue(), 'lastName');
    assert.equal(await page.getByRole('combobox', { name: 'Column “E-mail”' }).inputValue(), 'email');
    assert.equal(await page.getByRole('combobox', { name: 'Column “DOB”' }).inputValue(), 'dateOfBirth');
    // He manages one program: there is none to choose.
    assert.equal(await page.getByRole('combobox', { name: /^Program/ }).count(), 0);
    await page.getByRole('button', { name: 'Preview' }).click();

    await expectVisible(page.getByText('To add: 48 · To update: 0 · Unchanged: 0 · With errors: 2'));
    const importButton = page.getByRole('button', { name: /^Import \d+ fathers?$/ });
    assert.equal(await importButton.isDisabled(), true);
    await expectVisible(page.getByText('2 rows have errors. Fix the file and choose it again; nothing is imported until every row is right.'));
    const rows = page.getByRole('table', { name: 'Rows of the file' });
    await expectVisible(rows.getByRole('row').filter({ hasText: 'Dad10 Import' }).getByText('Error'));
    await expectVisible(rows.getByRole('row').filter({ hasText: 'Dad40 Import' }).getByText('Error'));
    const duplicate = rows.getByRole('row').filter({ hasText: 'Possible duplicate' });
    assert.equal(await duplicate.count(), 1);
    assert.match(await duplicate.innerText(), /Carlos Mendez/);
    await page.getByRole('switch', { name: 'Only rows with errors' }).click();
    await page.waitForFunction(() => globalThis.document.querySelectorAll('table[aria-label="Rows of the file"] tbody tr').length === 2, null, { timeout: TIMEOUT_MS });
    await page.getByRole('switch', { name: 'Only rows with errors' }).click();

    // The duplicate beside Carlos's record.
    await rows.getByRole('button', { name: 'Compare line 26 with the existing record' }).click();
    const compare = page.getByRole('dialog', { name: 'Line 26 and an existing record' });
    await expectVisible(compare.getByRole('link', { name: 'Open Carlos Mendez’s record' }));
    await page.keyboard.press('Escape');
    await expectHidden(compare);

    // The corrected file: the mapping stays; every row can go in.
    await page.getByLabel('CSV file').setInputFiles({ name: 'safe-dads-fixed.csv', mimeType: 'text/csv', buffer: fathersCsv({ broken: false }) });
    await expectVisible(page.getByText('safe-dads-fixed.csv: 4 columns'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expectVisible(page.getByText('To add: 50 · To update: 0 · Unchanged: 0 · With errors: 0'));
    await page.getByRole('button', { name: 'Import 50 fathers' }).click();
    await expectVisible(page.getByText('Imported: 50 added, 0 updated, 0 unchanged.'));

    // His list: Carlos and the 50 new ones, over two pages of 50.
    await page.goto('/fathers');
    await expectFatherCount(page, 50);
    await page.goto('/fathers?page=2');
    await expectFatherCount(page, 1);
    await page.goto('/fathers?q=Mendez');
    await expectFathers(page, ['Carlos Mendez', 'Carlos Mendez']);

    // Undone from the recent imports: the 50 are gone, Carlos stays.
    await page.goto('/fathers/import');
    const recent = page.getByRole('list', { name: 'Recent imports' });
    await expectVisible(recent.getByText('50 added, 0 updated, 0 unchanged'));
    await recent.getByRole('button', { name: 'Undo this import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expectVisible(page.getByText('Import undone', { exact: true }));
    await expectVisible(recent.getByText(/^Undone /));
    await page.goto('/fathers');
    await expectFathers(page, ['Carlos Mendez']);
  });
});
