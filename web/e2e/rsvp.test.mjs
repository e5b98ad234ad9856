// Reminders, RSVP and check-in (CONTRACT.md, "Reminders, RSVP and check-in"): a father answers
// "can't make it" from his phone and the coordinator reads it on the roster; a father checks in
// with the code the facilitator shows; a reminder push opens the session it is about.
import assert from 'node:assert/strict';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, day, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 864';
const FATHER_PASSWORD = 'father password 975';
const STAFF_PASSWORD = 'facilitator password 531';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const MINUTE = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `read` again and again until it answers something truthy (at most `timeoutMs`). */
async function eventually(read, what, { timeoutMs = TIMEOUT_MS } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** A father with an account (he signs in with FATHER_PASSWORD), his record linked to it, in `group`. */
async function fatherInGroup(baseURL, token, group, firstName, lastName) {
  const email = uniqueEmail(firstName.toLowerCase());
  const { user } = await registerByApi(baseURL, {
    email,
    password: FATHER_PASSWORD,
    displayName: firstName,
    firstName,
    lastName,
  });
  const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName, email, userId: user.id });
  await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: record.id, joinedAt: `${day(-7)}T00:00:00Z` });
  return { email, password: FATHER_PASSWORD, user, record, name: `${firstName} ${lastName}` };
}

/** A cycle of `group` running this month, without sessions yet (each story adds the one it needs). */
function cycleOf(baseURL, token, group, title) {
  return call(baseURL, token, 'POST', '/cycles', { title, groupId: group.id, startDate: day(-1), endDate: day(30) });
}

/** A session of `cycle` starting `fromNow` ms from now, lasting 90 minutes. */
function sessionOf(baseURL, token, cycle, { title, fromNow, location = '' }) {
  const startsAt = new Date(Date.now() + fromNow);
  return call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
    title,
    location,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 90 * MINUTE).toISOString(),
  });
}

/** A session's page in the web app (also the address a reminder of it carries). */
const sessionPath = (session) => `/cycles/${session.cycleId}/sessions/${session.id}`;

/** A stand-in push service on 127.0.0.1: answers 201 and keeps every request. */
async function startPushService() {
  const requests = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A browser's push keys, as PushManager would make them: a P-256 key pair and a 16-byte auth
 * secret. The private half stays here, so that the test can read what the server pushed.
 */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** Reads an RFC 8291 (aes128gcm, one record) Web Push body with the browser's keys: the JSON payload. */
function decryptPush(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const info = (text) => Buffer.from(`${text}\0`, 'latin1');
  const ikm = Buffer.from(
    hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, Buffer.concat([info('WebPush: info'), ecdh.getPublicKey(), serverKey]), 32),
  );
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  assert.equal(plain[end], 2, 'the last record ends with its delimiter');
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

/**
 * Chromium here has no push service: PushManager answers with a subscription whose endpoint
 * is the stand-in above (as in messages.test.mjs). Permission, service worker and the app's
 * calls are real.
 */
async function fakePushManager(context, subscription) {
  await context.addInitScript(({ endpoint, keys }) => {
    let current = null;
    globalThis.PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
    globalThis.PushManager.prototype.subscribe = async function subscribe(options) {
      const key = new Uint8Array(options.applicationServerKey);
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: options.userVisibleOnly, applicationServerKey: key.slice().buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current;
    };
  }, subscription);
}

/** The service worker's registration id for `origin` (DevTools' ServiceWorker domain). */
async function serviceWorkerRegistration(cdp, page, origin) {
  const registrations = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await page.evaluate(() => globalThis.navigator.serviceWorker.ready.then(() => true));
  await cdp.send('ServiceWorker.enable');
  const found = await eventually(
    () => registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`),
    `a service worker registration for ${origin}/`,
  );
  return found.registrationId;
}

/** The notifications the service worker shows now. */
function notificationsShown(page) {
  return page.evaluate(async () => {
    const worker = await globalThis.navigator.serviceWorker.getRegistration();
    return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  });
}

/**
 * Clicks the notification titled `title`. Headless Chromium draws no notification to click,
 * so the service worker is handed the `notificationclick` its click would fire, and its own
 * handler does the rest.
 */
async function clickNotification(context, origin, title) {
  const worker = await eventually(
    () => context.serviceWorkers().find((w) => new URL(w.url()).origin === origin),
    'the running service worker',
  );
  const clicked = await worker.evaluate(async (wanted) => {
    const scope = globalThis;
    const notification = (await scope.registration.getNotifications()).find((n) => n.title === wanted);
    if (!notification) return false;
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    return true;
  }, title);
  assert.ok(clicked, `no notification "${title}" to click`);
}

describe('reminders, RSVP and check-in', () => {
  let stack;
  let push;
  let director;
  before(async () => {
    push = await startPushService();
    stack = await startStack({ env: { FM_PUSH_ALLOWED: 'http://127.0.0.1' } });
    director = { email: uniqueEmail('coordinator'), password: DIRECTOR_PASSWORD };
    stack.server.createAdmin(director.email, director.password);
    director.token = (await call(stack.baseURL, '', 'POST', '/auth/signin', director)).accessToken;
  });
  after(async () => {
    await stack?.stop();
    await push?.close();
  });

  it('a father says on his phone he can’t make it, child sick; the coordinator sees it on the roster and in the counts', async () => {
    const { baseURL } = stack;
    const group = await call(baseURL, director.token, 'POST', '/groups', { name: 'Monday Night Dads' });
    const andre = await fatherInGroup(baseURL, director.token, group, 'Andre', 'Jackson');
    const luis = await fatherInGroup(baseURL, director.token, group, 'Luis', 'Ortega');
    const cycle = await cycleOf(baseURL, director.token, group, 'Monday Night Cycle');
    const session = await sessionOf(baseURL, director.token, cycle, {
      title: 'Session 3: Co-parenting',
      fromNow: 2 * 24 * 60 * MINUTE,
      location: 'Room 2',
    });

    // Andre, on his phone, finds the session under "Next up" on his home page (named with its cycle).
    const phone = await stack.newPage(PHONE);
    await signIn(phone, andre);
    await expectPath(phone, '/');
    const next = phone.getByTestId('next-item');
    await expectVisible(next.getByRole('link', { name: 'Session 3: Co-parenting · Monday Night Cycle', exact: true }));
    const answer = next.getByRole('group', { name: 'Your answer for “Session 3: Co-parenting · Monday Night Cycle”' });
    await expectVisible(answer);
    const cant = answer.getByRole('button', { name: 'Can’t make it' });
    assert.equal(await cant.getAttribute('aria-pressed'), 'false');

    // "Can't make it" asks for a reason; he gives one and sends it.
    await cant.click();
    const reason = next.getByRole('textbox', { name: 'Reason (optional)' });
    await expectVisible(reason);
    await reason.fill('child sick');
    const sent = phone.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/sessions/${session.id}/rsvp`,
    );
    await next.getByRole('button', { name: 'Send' }).click();
    const response = await sent;
    assert.equal(response.status(), 200, await response.text());
    assert.deepEqual(response.request().postDataJSON(), { answer: 'no', note: 'child sick' });

    // His answer is the pressed button, with his reason under it; the reason box is gone.
    await expectVisible(next.getByRole('status').filter({ hasText: 'can’t make it: child sick' }));
    assert.equal(await cant.getAttribute('aria-pressed'), 'true');
    assert.equal(await answer.getByRole('button', { name: 'I’ll be there' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await reason.count(), 0);
    // Everything fits the phone's width.
    assert.equal(
      await phone.evaluate(() => globalThis.document.documentElement.scrollWidth <= globalThis.innerWidth),
      true,
      'no sideways scrolling at 360 px',
    );

    // The server has it: one "no" with its reason, Luis not answered yet.
    const rsvps = await call(baseURL, director.token, 'GET', `/sessions/${session.id}/rsvps`);
    assert.deepEqual(rsvps.counts, { yes: 0, no: 1, late: 0, none: 1 });
    assert.deepEqual(
      rsvps.answers.map((a) => [a.fatherId, a.answer, a.note]),
      [[andre.record.id, 'no', 'child sick']],
    );

    // The coordinator opens the session's page: the counts, and Andre's answer on the roster.
    const desk = await stack.newPage();
    await signIn(desk, director);
    await expectPath(desk, '/');
    await desk.goto(sessionPath(session));
    await expectVisible(desk.getByRole('heading', { name: 'Session 3: Co-parenting', level: 1 }));
    await expectVisible(desk.getByTestId('rsvp-counts').filter({ hasText: 'Answers so far: 0 yes · 1 can’t · 0 late · 1 no answer' }));
    const roster = desk.getByRole('list', { name: 'Roster' });
    const andreRow = roster.getByRole('radiogroup', { name: andre.name });
    await expectVisible(andreRow.getByText('can’t make it: child sick', { exact: true }));
    // Luis said nothing: no answer on his line.
    const luisRow = roster.getByRole('radiogroup', { name: luis.name });
    await expectVisible(luisRow);
    assert.equal(await luisRow.getByText(/said yes|can’t make it|running late/).count(), 0);
  });

  it('the facilitator shows the check-in code; a father opens it on his phone, is checked in, and the open roster shows him present', async () => {
    const { baseURL, appURL } = stack;
    const group = await call(baseURL, director.token, 'POST', '/groups', { name: 'Thursday Dads' });
    const marcus = await fatherInGroup(baseURL, director.token, group, 'Marcus', 'Reed');
    // Sam facilitates the group: staff, not a director.
    const sam = { email: uniqueEmail('sam'), password: STAFF_PASSWORD };
    const { user: samUser } = await registerByApi(baseURL, { ...sam, displayName: 'Sam Facilitator', firstName: 'Sam' });
    await call(baseURL, director.token, 'PATCH', `/users/${samUser.id}`, { isAdmin: true, staffRole: 'staff' });
    await call(baseURL, director.token, 'PATCH', `/groups/${group.id}`, { facilitatorIds: [samUser.id] });
    const cycle = await cycleOf(baseURL, director.token, group, 'Thursday Cycle');
    // It starts in ten minutes: check-in is open (from half an hour before the start).
    const session = await sessionOf(baseURL, director.token, cycle, { title: 'Session 5: Anger and calm', fromNow: 10 * MINUTE });

    // Sam opens the session's page and its check-in code.
    const desk = await stack.newPage();
    await signIn(desk, sam);
    await expectPath(desk, '/');
    await desk.goto(sessionPath(session));
    await expectVisible(desk.getByRole('heading', { name: 'Session 5: Anger and calm', level: 1 }));
    const roster = desk.getByRole('list', { name: 'Roster' });
    const marcusRow = roster.getByRole('radiogroup', { name: marcus.name });
    await expectVisible(marcusRow);
    assert.equal(await marcusRow.getByRole('radio', { checked: true }).count(), 0, 'nobody is marked yet');

    const issued = desk.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/sessions/${session.id}/check-in-code` && response.status() === 200,
    );
    await desk.getByRole('button', { name: 'Check-in', exact: true }).click();
    const code = await (await issued).json();
    const dialog = desk.getByRole('dialog', { name: 'Check-in: Session 5: Anger and calm' });
    await expectVisible(dialog.getByRole('img', { name: 'QR code to check in to Session 5: Anger and calm' }));
    assert.match(code.code, /^\d{6}$/);
    assert.equal(code.url, `${appURL}/check-in?code=${code.code}`, 'the QR code opens the check-in page with the code');
    // The digits under the QR code are the same code.
    const digits = dialog.getByText(/^Check-in code: [\d ]+$/);
    await expectVisible(digits);
    assert.equal((await digits.textContent()).replace(/\D/g, ''), code.code);
    await expectVisible(dialog.getByText('0 fathers checked in so far'));
    // Everyone has seen it: Sam puts the code away and keeps the roster open.
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT_MS });

    // Marcus scans it with his phone: signed out there, he signs in first and lands back on it.
    const phone = await stack.newPage(PHONE);
    await phone.goto(code.url);
    await expectPath(phone, '/signin');
    await phone.getByLabel(/^Email/).fill(marcus.email);
    await phone.getByLabel(/^Password/).fill(marcus.password);
    const checkedIn = phone.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/check-in',
    );
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(phone, '/check-in');
    const answer = await checkedIn;
    assert.equal(answer.status(), 200, await answer.text());
    assert.deepEqual(await answer.json(), { sessionId: session.id, status: 'present' });
    await expectVisible(phone.getByRole('heading', { name: 'You’re checked in' }));
    await expectVisible(phone.getByText('Session: Session 5: Anger and calm'));

    // Sam's roster, still open, shows him present, checked in by himself: no reload.
    await expectVisible(marcusRow.getByRole('radio', { name: 'Present', checked: true }));
    await expectVisible(marcusRow.getByText('checked in', { exact: false }));
    const [entry] = (await call(baseURL, director.token, 'GET', `/sessions/${session.id}/attendance`)).filter(
      (row) => row.fatherId === marcus.record.id,
    );
    assert.equal(entry.status, 'present');
    assert.equal(entry.method, 'check-in');

    // And the way back to the session from his phone.
    await phone.getByRole('link', { name: 'Open the session' }).click();
    await expectPath(phone, sessionPath(session));
    await expectVisible(phone.getByRole('heading', { name: 'Session 5: Anger and calm', level: 1 }));
  });

  it('a reminder push two hours before a session opens the session when its notification is clicked', async () => {
    const { baseURL } = stack;
    const group = await call(baseURL, director.token, 'POST', '/groups', { name: 'Saturday Morning Dads' });
    const devon = await fatherInGroup(baseURL, director.token, group, 'Devon', 'Park');
    const cycle = await cycleOf(baseURL, director.token, group, 'Saturday Cycle');

    // Devon's phone allows notifications; its push service is the stand-in.
    const phone = await stack.newPage({ viewport: PHONE.viewport });
    const context = phone.context();
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const endpoint = `http://127.0.0.1:${push.port}/push/devon`;
    const keys = browserKeys();
    await fakePushManager(context, { endpoint, keys: keys.json });
    const saved = phone.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/push/subscription',
    );
    await signIn(phone, devon);
    await expectPath(phone, '/');
    assert.equal((await (await saved).response()).status(), 204);
    const cdp = await context.newCDPSession(phone);
    const registrationId = await serviceWorkerRegistration(cdp, phone, baseURL);

    // A session planned an hour from now: its two-hour reminder is already due, and goes out.
    const planned = new Date();
    const session = await sessionOf(baseURL, director.token, cycle, {
      title: 'Session 1: Welcome breakfast',
      fromNow: 60 * MINUTE,
      location: 'Community Center',
    });
    const pushed = await eventually(
      () => push.requests.find((request) => request.method === 'POST' && request.url === '/push/devon'),
      'the reminder pushed to Devon’s device',
      { timeoutMs: 90_000 },
    );
    assert.equal(pushed.headers['content-encoding'], 'aes128gcm');
    assert.match(pushed.headers.authorization ?? '', /^vapid /);
    const reminder = decryptPush(pushed.body, keys);
    // Headed by the session's day in the program's zone (UTC here) as the reminder is read:
    // today, tonight from 5 PM, tomorrow when an hour from now is past midnight.
    const headed = (now) => {
      const starts = new Date(session.startsAt);
      if (starts.toISOString().slice(0, 10) !== now.toISOString().slice(0, 10)) return 'Tomorrow';
      return starts.getUTCHours() >= 17 ? 'Tonight' : 'Today';
    };
    const headings = [headed(planned), headed(new Date())].map((day) => `${day}: Session 1: Welcome breakfast`);
    assert.ok(headings.includes(reminder.title), `${reminder.title} is none of ${headings}`);
    assert.match(reminder.body, /^\w+day, \w+ \d{1,2}, \d{1,2}:\d\d [AP]M at Community Center$/);
    assert.equal(reminder.url, `/cycles/${cycle.id}/sessions/${session.id}`);

    // The app is not on screen (the same origin's icon is): the service worker shows it.
    await phone.goto('/icons/icon-192.png');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId, data: JSON.stringify(reminder) });
    const shown = await eventually(async () => {
      const now = await notificationsShown(phone);
      return now.length > 0 && now;
    }, 'the reminder’s notification');
    assert.deepEqual(shown, [{ title: reminder.title, body: reminder.body, tag: reminder.url, data: { url: reminder.url } }]);

    // Devon taps it: the session's page opens, where he can answer.
    await clickNotification(context, baseURL, reminder.title);
    await expectPath(phone, reminder.url);
    await expectVisible(phone.getByRole('heading', { name: 'Session 1: Welcome breakfast', level: 1 }));
    await expectVisible(phone.getByRole('group', { name: 'Your answer for “Session 1: Welcome breakfast”' }));
    await eventually(async () => (await notificationsShown(phone)).length === 0, 'the notification closed once tapped');
    // One reminder, not two, for this session.
    assert.equal(push.requests.filter((request) => request.url === '/push/devon').length, 1);
  });
});
