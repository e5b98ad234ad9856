import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, day, expectHidden, expectPath, expectVisible, signIn } from './steps.mjs';

const PASSWORD = 'coordinator password 357';

async function staff(stack, name) {
  const email = uniqueEmail(name.toLowerCase());
  stack.server.createAdmin(email, PASSWORD);
  const answer = await call(stack.baseURL, '', 'POST', '/auth/signin', { email, password: PASSWORD });
  return { email, token: answer.accessToken, user: answer.user };
}

/** Three fathers in a group with a cycle of three sessions, none marked yet. */
async function program(baseURL, token) {
  const fathers = {};
  const group = await call(baseURL, token, 'POST', '/groups', { name: 'Basement Dads' });
  for (const [firstName, lastName] of [
    ['Carlos', 'Rivera'],
    ['Dwayne', 'Brooks'],
    ['Tomas', 'Ortiz'],
  ]) {
    const father = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName });
    await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id, joinedAt: `${day(-10)}T00:00:00Z` });
    fathers[firstName] = father;
  }
  const cycle = await call(baseURL, token, 'POST', '/cycles', {
    title: 'Church Basement Dads',
    groupId: group.id,
    startDate: day(-3),
    endDate: day(30),
    schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', durationMinutes: 90, count: 3, skipDates: [], timezone: 'UTC' },
  });
  const sessions = await call(baseURL, token, 'GET', `/cycles/${cycle.id}/sessions`);
  return { fathers, cycle, sessions };
}

/** `text` as it is, inside a RegExp. */
function literal(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The session's marks on the server, by first name. */
async function marksOnServer(baseURL, token, session) {
  const roster = await call(baseURL, token, 'GET', `/sessions/${session.id}/attendance`);
  return Object.fromEntries(roster.map((entry) => [entry.firstName, entry]));
}

/** Whether the page's data kept on the device (lib/offline/saved-queries) mentions `text`. */
/**
 * Waits until the phone's kept copy of the queries (IndexedDB) holds `text`. Asked again and
 * again from here: Playwright's waitForFunction does not wait for a promise the page returns.
 */
async function keptOnDevice(page, text, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await savedOnDevice(page, text))) {
    if (Date.now() > deadline) throw new Error(`${what} was never kept on the device`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function savedOnDevice(page, text) {
  return page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const open = globalThis.indexedDB.open('fm-query-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(false);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result).includes(wanted));
          all.onerror = () => resolve(false);
        };
      }),
    text,
  );
}

/** Signs in and waits until the service worker holds the app, so that the shell opens offline. */
async function coordinatorPage(stack, coordinator) {
  const page = await stack.newPage();
  await signIn(page, { email: coordinator.email, password: PASSWORD });
  await expectPath(page, '/');
  assert.equal(new URL(page.url()).origin, stack.appURL, 'the phone reaches the server through the proxy');
  await page.waitForFunction(() => globalThis.navigator.serviceWorker.controller !== null);
  return page;
}

async function openSession(page, cycle, session) {
  await page.goto(`/cycles/${cycle.id}/sessions/${session.id}`);
  await expectVisible(page.getByRole('heading', { name: session.title, level: 1 }));
  await expectVisible(page.getByRole('radiogroup', { name: 'Tomas Ortiz' }));
}

function mark(page, name, status) {
  return page.getByRole('radiogroup', { name }).getByRole('radio', { name: status }).click();
}

/** The father's status as the page shows it chosen. */
function chosen(page, name, status) {
  return page.getByRole('radiogroup', { name }).getByRole('radio', { name: status, checked: true });
}

const devtools = new WeakMap();

/**
 * Cuts or brings back the network between the phone and the server. The proxy in between
 * (harness `startProxy`) is what keeps every request from the server: closed, it refuses new
 * connections and has dropped the open ones (the live stream's, the service worker's).
 * Chromium's DevTools offline mode, on top, makes the page see itself offline
 * (`navigator.onLine`, the `offline` and `online` events), as a phone without a signal does; on
 * its own it let a request out now and then (2 runs in 14). It is set on the page's own session:
 * it holds through reloads, which the context's setOffline here did not.
 */
async function setNetwork(stack, page, online) {
  // The proxy goes first both ways: nothing passes before the page is told it is offline, and
  // the way is open before it is told it is online again (it sends the marks at once).
  if (online) await stack.proxy.restore();
  else await stack.proxy.cut();
  if (!devtools.has(page)) {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    devtools.set(page, session);
  }
  await devtools.get(page).send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Counts the attendance saves the server answered (not those that never left the phone). */
function countSaves(page) {
  const saves = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && /\/api\/sessions\/[^/]+\/attendance$/.test(new URL(response.url()).pathname)) {
      saves.push(response.status());
    }
  });
  return saves;
}

describe('attendance in a church basement without reception', () => {
  let stack;
  before(async () => {
    stack = await startStack({ proxy: true });
  });
  after(async () => {
    await stack?.stop();
  });

  it('marks taken offline wait on the phone through a reload, none reaches the server while it is cut off, and they reach it once when the network is back', async () => {
    const { baseURL } = stack;
    const coordinator = await staff(stack, 'Coordinator');
    const { fathers, cycle, sessions } = await program(baseURL, coordinator.token);
    const session = sessions[0];
    const page = await coordinatorPage(stack, coordinator);
    const saves = countSaves(page);
    await openSession(page, cycle, session);
    // The roster is on the phone before the signal goes.
    await keptOnDevice(page, fathers.Tomas.id, 'the roster');

    await setNetwork(stack, page, false);
    await assert.rejects(fetch(`${stack.appURL}/healthz`), 'the way in refuses connections');
    await mark(page, 'Carlos Rivera', 'Absent');
    await mark(page, 'Dwayne Brooks', 'Late');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await expectVisible(page.getByText('No connection: the marks are kept on this device and sent as soon as the network is back.'));
    await expectVisible(page.getByText(/2 marks waiting to sync/));
    assert.equal(await page.getByText('Waiting to sync', { exact: true }).count(), 2);
    await expectVisible(page.getByTestId('offline-banner'));

    // A reload without a network: the tab asks first, the service worker serves the app, the
    // phone still has the roster and the marks.
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    assert.deepEqual(dialogs, ['beforeunload']);
    await expectVisible(page.getByRole('radiogroup', { name: 'Tomas Ortiz' }));
    await expectVisible(page.getByText(/2 marks waiting to sync/));
    assert.equal(await page.getByText('Waiting to sync', { exact: true }).count(), 2);
    await expectVisible(chosen(page, 'Carlos Rivera', 'Absent'));
    await expectVisible(chosen(page, 'Dwayne Brooks', 'Late'));
    await expectVisible(page.getByTestId('offline-banner'));
    // Nothing reached the server while the phone had no network: asked directly, not through
    // the phone's way in, it holds none of the marks.
    assert.deepEqual(saves, []);
    const whileOffline = await marksOnServer(baseURL, coordinator.token, session);
    assert.deepEqual(
      Object.values(whileOffline).map((entry) => entry.status),
      [null, null, null],
    );

    // The signal comes back: sent by themselves, once.
    await setNetwork(stack, page, true);
    await expectVisible(page.getByText('Everything is saved.'));
    await expectHidden(page.getByText('Waiting to sync', { exact: true }));
    await expectHidden(page.getByTestId('offline-banner'));
    const server = await marksOnServer(baseURL, coordinator.token, session);
    assert.equal(server.Carlos.status, 'absent');
    assert.equal(server.Dwayne.status, 'late');
    assert.equal(server.Tomas.status, null);
    assert.equal(server.Carlos.markedBy, coordinator.user.id);
    assert.deepEqual(saves, [200]);
    // Nothing is left to send later.
    await page.reload();
    await expectVisible(page.getByText('Everything is saved.'));
    assert.deepEqual(saves, [200]);
  });

  it('when a colleague changed the same fathers meanwhile, the coordinator sees both and chooses', async () => {
    const { baseURL } = stack;
    const coordinator = await staff(stack, 'Lead');
    const maria = await staff(stack, 'Maria');
    const { fathers, cycle, sessions } = await program(baseURL, coordinator.token);
    const session = sessions[1];
    const page = await coordinatorPage(stack, coordinator);
    const saves = countSaves(page);
    await openSession(page, cycle, session);

    await setNetwork(stack, page, false);
    await mark(page, 'Carlos Rivera', 'Present');
    await mark(page, 'Dwayne Brooks', 'Late');
    await mark(page, 'Tomas Ortiz', 'Present');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await expectVisible(page.getByText(/3 marks waiting to sync/));
    assert.deepEqual(
      Object.values(await marksOnServer(baseURL, coordinator.token, session)).map((entry) => entry.status),
      [null, null, null],
    );

    // Meanwhile, upstairs with a signal, Maria marks two of them.
    await call(baseURL, maria.token, 'PUT', `/sessions/${session.id}/attendance`, [
      { fatherId: fathers.Carlos.id, status: 'excused', note: 'Phoned in sick' },
      { fatherId: fathers.Dwayne.id, status: 'absent' },
    ]);

    await setNetwork(stack, page, true);
    const conflicts = page.getByRole('region', { name: 'Changed by someone else' });
    await expectVisible(conflicts);
    const carlos = conflicts.getByRole('listitem', { name: 'Carlos Rivera' });
    await expectVisible(carlos.getByText(/^Yours: Present, .+ on this device$/));
    await expectVisible(carlos.getByText(new RegExp(`^${literal(maria.user.displayName)}: Excused, “Phoned in sick”, .+`)));
    const dwayne = conflicts.getByRole('listitem', { name: 'Dwayne Brooks' });
    await expectVisible(dwayne.getByText(/^Yours: Late, /));
    await expectVisible(dwayne.getByText(new RegExp(`^${literal(maria.user.displayName)}: Absent, `)));
    // Tomas, whom nobody else marked, is saved without waiting for the choice.
    const roster = page.getByRole('list', { name: 'Roster' });
    await expectVisible(roster.getByRole('listitem').filter({ hasText: 'Tomas Ortiz' }).getByText(/^Saved: Present/));
    let server = await marksOnServer(baseURL, coordinator.token, session);
    assert.equal(server.Tomas.status, 'present');
    assert.equal(server.Carlos.status, 'excused');

    await carlos.getByRole('button', { name: 'Keep mine for Carlos Rivera' }).click();
    await expectHidden(conflicts.getByRole('listitem', { name: 'Carlos Rivera' }));
    await dwayne.getByRole('button', { name: 'Keep theirs for Dwayne Brooks' }).click();
    await expectHidden(conflicts);
    await expectVisible(page.getByText('Everything is saved.'));
    await expectVisible(chosen(page, 'Dwayne Brooks', 'Absent'));

    server = await marksOnServer(baseURL, coordinator.token, session);
    assert.equal(server.Carlos.status, 'present');
    assert.equal(server.Carlos.markedBy, coordinator.user.id);
    assert.equal(server.Dwayne.status, 'absent');
    assert.equal(server.Dwayne.markedBy, maria.user.id);
    assert.equal(server.Tomas.status, 'present');
    // The refused save, Tomas alone, then Carlos alone.
    assert.deepEqual(saves, [409, 200, 200]);
  });

  it('with the server away and the phone still online, pages seen before show what was seen last under the banner, not an error', async () => {
    const { baseURL } = stack;
    const coordinator = await staff(stack, 'Weekend');
    const { cycle, sessions } = await program(baseURL, coordinator.token);
    const session = sessions[0];
    const page = await coordinatorPage(stack, coordinator);
    const fathersTable = page.getByRole('table', { name: 'Fathers' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Two pages seen, each kept on the phone before the next is opened (writes are gathered a second).
    await nav.getByRole('link', { name: 'Fathers', exact: true }).click();
    await expectVisible(fathersTable.getByRole('link', { name: 'Tomas Ortiz' }));
    await keptOnDevice(page, '"fathers","list"', 'the list of fathers');
    await openSession(page, cycle, session);
    await keptOnDevice(page, session.id, 'the roster');
    // A normal start, the server there: what the phone kept is shown, to be read again.
    await page.reload();
    await expectVisible(page.getByRole('radiogroup', { name: 'Tomas Ortiz' }));
    await expectHidden(page.getByTestId('offline-banner'));

    // The server stops answering (every /api call refused, as by a stopped process); the
    // browser itself stays online.
    const refuse = (route) => route.abort('connectionrefused');
    await page.route('**/api/**', refuse);
    assert.equal(await page.evaluate(() => globalThis.navigator.onLine), true);
    await nav.getByRole('link', { name: 'Fathers', exact: true }).click();
    await expectPath(page, '/fathers');
    await expectVisible(page.getByText('Can’t reach the server — showing what you saw last.'));
    await expectVisible(fathersTable.getByRole('link', { name: 'Tomas Ortiz' }));
    await expectHidden(page.getByText('The fathers could not be loaded.'));

    // Opened again while the server is away: the app comes from the phone, the list too.
    await page.reload();
    await expectVisible(page.getByText('Can’t reach the server — showing what you saw last.'));
    await expectVisible(fathersTable.getByRole('link', { name: 'Tomas Ortiz' }));
    await expectHidden(page.getByRole('alert'));

    // The server answers again: the banner goes, the list is read anew (a father added meanwhile shows).
    await call(baseURL, coordinator.token, 'POST', '/fathers', { firstName: 'Wendell', lastName: 'Okafor' });
    await page.unroute('**/api/**', refuse);
    await expectHidden(page.getByTestId('offline-banner'));
    await expectVisible(fathersTable.getByRole('link', { name: 'Wendell Okafor' }));
  });

  it('a new build waits to load until the marks taken are saved', async () => {
    const { baseURL } = stack;
    const coordinator = await staff(stack, 'Facilitator');
    const { cycle, sessions } = await program(baseURL, coordinator.token);
    const session = sessions[2];
    const page = await coordinatorPage(stack, coordinator);
    await openSession(page, cycle, session);
    await mark(page, 'Tomas Ortiz', 'Excused');
    await page.evaluate(() => {
      globalThis.samePage = true;
    });

    // The server now runs a newer build; the watcher looks when the page is shown again.
    await page.route('**/api/version', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }), { times: 1 });
    await page.evaluate(() => globalThis.document.dispatchEvent(new Event('visibilitychange')));
    await expectVisible(page.getByText('A new version of the app is ready. It loads once your attendance marks are saved.'));
    await page.waitForTimeout(2500);
    assert.equal(await page.evaluate(() => globalThis.samePage === true), true, 'the page was not reloaded');
    await expectVisible(chosen(page, 'Tomas Ortiz', 'Excused'));

    // Saved: the new build loads at once.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await reloaded;
    assert.equal(await page.evaluate(() => globalThis.samePage === true), false, 'the new build was loaded');
    const server = await marksOnServer(baseURL, coordinator.token, session);
    assert.equal(server.Tomas.status, 'excused');
  });
});
