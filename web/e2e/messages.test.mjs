import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, expectHidden, expectPath, expectVisible, registerByApi, signIn, signOut } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 246';
const FATHER_PASSWORD = 'father password 135';
const GROUP = 'Tuesday Evening Dads';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** A browser's push keys: a real P-256 point (the server checks it) and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Chromium here has no push service: PushManager answers with a subscription whose endpoint
 * is the stand-in above. Everything else (permission, service worker, the app's calls) is real.
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

/** The conversation's messages as shown, in order. */
function thread(page) {
  return page.getByRole('list', { name: 'Messages' });
}

async function send(page, text) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/conversations\/[^/]+\/messages$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  assert.equal(response.status(), 201, await response.text());
  return response.json();
}

/** The navigation's Messages entry, named with its unread count when there is one. */
function messagesEntry(page) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages/ });
}

describe('messages, live updates and push', () => {
  let stack;
  let push;
  before(async () => {
    push = await startPushService();
    stack = await startStack({ env: { FM_PUSH_ALLOWED: 'http://127.0.0.1' } });
  });
  after(async () => {
    await stack?.stop();
    await push?.close();
  });

  it('staff and a father talk live in the group and directly; the unread badge; push to a closed app and in the service worker', async () => {
    const { baseURL } = stack;
    const adminEmail = uniqueEmail('coordinator');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const adminToken = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
    const staffName = (await call(baseURL, adminToken, 'GET', '/me')).displayName;

    const fatherEmail = uniqueEmail('marcus');
    const { user: fatherUser } = await registerByApi(baseURL, {
      email: fatherEmail,
      password: FATHER_PASSWORD,
      displayName: 'Marcus',
      firstName: 'Marcus',
      lastName: 'Reed',
    });
    const record = await call(baseURL, adminToken, 'POST', '/fathers', {
      firstName: 'Marcus',
      lastName: 'Reed',
      email: fatherEmail,
      userId: fatherUser.id,
    });
    const group = await call(baseURL, adminToken, 'POST', '/groups', { name: GROUP });
    await call(baseURL, adminToken, 'POST', `/groups/${group.id}/members`, { fatherId: record.id });

    // The father's browser allows notifications; its push service is the stand-in.
    const father = await stack.newPage();
    const fatherContext = father.context();
    await fatherContext.grantPermissions(['notifications'], { origin: baseURL });
    const endpoint = `http://127.0.0.1:${push.port}/push/marcus`;
    const keys = browserKeys();
    await fakePushManager(fatherContext, { endpoint, keys });

    // Signing in saves the subscription (permission granted, so no prompt).
    const saved = father.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/push/subscription',
    );
    await signIn(father, { email: fatherEmail, password: FATHER_PASSWORD });
    await expectPath(father, '/');
    const put = await saved;
    assert.equal((await put.response()).status(), 204);
    const body = put.postDataJSON();
    assert.equal(body.endpoint, endpoint);
    assert.deepEqual(body.keys, keys);
    assert.match(body.userAgent, /Chrome/);

    const staff = await stack.newPage();
    await signIn(staff, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(staff, '/');

    // (a) The group thread, open on both sides.
    await father.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages/ }).click();
    await expectPath(father, '/messages');
    const fatherList = father.getByRole('list', { name: 'Conversations' });
    await fatherList.getByRole('link', { name: new RegExp(GROUP) }).click();
    await expectPath(father, `/messages/${(await call(baseURL, adminToken, 'GET', '/conversations')).find((c) => c.groupId === group.id).id}`);
    await expectVisible(father.getByRole('heading', { name: GROUP }));
    await expectVisible(father.getByText('No messages yet. Say hello!'));

    await staff.goto('/messages');
    await staff.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(GROUP) }).click();
    await expectVisible(staff.getByRole('heading', { name: GROUP }));
    // Enter sends on a computer.
    const composer = staff.getByRole('textbox', { name: 'Message' });
    await composer.fill('Room 4 tonight. Map: https://example.org/room4');
    const posted = staff.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/messages'));
    await composer.press('Enter');
    assert.equal((await posted).status(), 201);
    await expectVisible(thread(staff).getByText('Room 4 tonight.'));
    assert.equal(await composer.inputValue(), '');

    // It appears in the father's open thread without a reload, its address a link.
    await expectVisible(thread(father).getByText('Room 4 tonight.'));
    await expectVisible(thread(father).getByRole('link', { name: 'https://example.org/room4' }));
    await expectVisible(thread(father).getByText(staffName));

    // And back: the father answers; staff see it live.
    await send(father, 'I will be there with my son.');
    await expectVisible(thread(staff).getByText('I will be there with my son.'));

    // Direct: the father picks the staff member from "New conversation".
    await father.getByRole('button', { name: 'New conversation' }).click();
    const picker = father.getByRole('dialog', { name: 'New conversation' });
    const opened = father.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/conversations',
    );
    await picker.getByRole('button', { name: new RegExp(staffName) }).click();
    const direct = await (await opened).json();
    await expectPath(father, `/messages/${direct.id}`);
    await expectVisible(father.getByRole('heading', { name: staffName }));
    await send(father, 'Can we talk about the custody hearing?');

    // The staff member's list gets the new conversation live; the thread follows too.
    const staffList = staff.getByRole('list', { name: 'Conversations' });
    await expectVisible(staffList.getByRole('link', { name: /^Marcus/ }));
    await staffList.getByRole('link', { name: /^Marcus/ }).click();
    await expectPath(staff, `/messages/${direct.id}`);
    await expectVisible(thread(staff).getByText('Can we talk about the custody hearing?'));
    await send(staff, 'Yes, call me at 3.');
    await expectVisible(thread(father).getByText('Yes, call me at 3.'));

    // (b) On another page, a message that arrives counts on the navigation's Messages entry…
    await father.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
    await expectPath(father, '/calendar');
    await expectVisible(father.getByRole('heading', { name: 'Calendar' }));
    await send(staff, 'Bring the court letter, please.');
    await expectVisible(father.getByRole('link', { name: 'Messages (1 unread)' }));
    // …and the count goes once he opens the thread.
    await messagesEntry(father).click();
    await expectPath(father, '/messages');
    await expectVisible(fatherList.getByRole('link', { name: /Bring the court letter/ }));
    await fatherList.getByRole('link', { name: new RegExp(`^${staffName}`) }).click();
    await expectVisible(thread(father).getByText('Bring the court letter, please.'));
    await expectVisible(father.getByRole('link', { name: 'Messages', exact: true }));
    assert.equal((await call(baseURL, adminToken, 'GET', '/conversations')).length >= 2, true);

    // (c) Push. The service worker, with the app visible: a toast, no notification.
    const cdp = await fatherContext.newCDPSession(father);
    const registrations = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await father.evaluate(() => globalThis.navigator.serviceWorker.ready.then(() => true));
    await cdp.send('ServiceWorker.enable');
    const deadline = Date.now() + TIMEOUT_MS;
    while (!registrations.some((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`) && Date.now() < deadline) await sleep(100);
    const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
    assert.ok(registration, `no service worker registration for ${baseURL}/ (got ${JSON.stringify(registrations)})`);
    const deliver = (payload) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL,
        registrationId: registration.registrationId,
        data: JSON.stringify(payload),
      });
    const notifications = (page) =>
      page.evaluate(async () => {
        const worker = await globalThis.navigator.serviceWorker.getRegistration();
        return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
      });

    await deliver({ title: 'Ana · Tuesday group', body: 'Room 4 tonight', url: `/messages/${direct.id}` });
    await expectVisible(father.getByRole('alert').filter({ hasText: 'Ana · Tuesday group' }));
    await deliver({ title: '', body: 'Something new', url: '/announcement' });
    await expectVisible(father.getByRole('alert').filter({ hasText: 'New Message' }));
    await sleep(2000);
    assert.deepEqual(await notifications(father), [], 'no notification while the app is visible');

    // No page of the app on screen (the same origin's icon instead): a notification, tagged by its address.
    await father.goto('/icons/icon-192.png');
    await deliver({ title: 'Ana · Tuesday group', body: 'See you at 6', url: `/messages/${direct.id}` });
    let shown = [];
    for (const end = Date.now() + TIMEOUT_MS; shown.length === 0 && Date.now() < end; ) {
      await sleep(250);
      shown = await notifications(father);
    }
    assert.deepEqual(shown, [
      { title: 'Ana · Tuesday group', body: 'See you at 6', tag: `/messages/${direct.id}`, data: { url: `/messages/${direct.id}` } },
    ]);

    // The app is closed: a message to him goes out as a real Web Push to his subscription's
    // endpoint (a message his open stream got is not pushed, so staff write until the server
    // has seen the stream go).
    await father.close();
    let pushed;
    for (let attempt = 1; !pushed && attempt <= 8; attempt += 1) {
      await call(baseURL, adminToken, 'POST', `/conversations/${direct.id}/messages`, { body: `Are you coming? (${attempt})` });
      const end = Date.now() + 5000;
      while (!pushed && Date.now() < end) {
        pushed = push.requests.find((request) => request.method === 'POST' && request.url === '/push/marcus');
        await sleep(100);
      }
    }
    assert.ok(pushed, 'the push service got no push');
    assert.equal(pushed.headers['content-encoding'], 'aes128gcm');
    assert.match(pushed.headers.authorization ?? '', /^vapid /);
    assert.ok(Number(pushed.headers.ttl) >= 0);
    assert.ok(pushed.body.length > 16, 'an encrypted body');
    assert.equal(pushed.body.includes(Buffer.from('Are you coming')), false, 'the payload is encrypted');
    await expectHidden(staff.getByText('Not sent'));
  });

  it('on a phone the list and the thread are screens of their own; Enter is a new line; the draft survives a reload; signing out stops pushes to the device', async () => {
    const { baseURL } = stack;
    const adminEmail = uniqueEmail('worker');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const adminToken = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
    const fatherEmail = uniqueEmail('devon');
    const { user } = await registerByApi(baseURL, { email: fatherEmail, password: FATHER_PASSWORD, displayName: 'Devon' });
    const record = await call(baseURL, adminToken, 'POST', '/fathers', { firstName: 'Devon', lastName: 'Park', email: fatherEmail, userId: user.id });
    const group = await call(baseURL, adminToken, 'POST', '/groups', { name: 'Thursday Dads' });
    await call(baseURL, adminToken, 'POST', `/groups/${group.id}/members`, { fatherId: record.id });
    const conversation = (await call(baseURL, adminToken, 'GET', '/conversations')).find((c) => c.groupId === group.id);
    await call(baseURL, adminToken, 'POST', `/conversations/${conversation.id}/messages`, { body: 'Welcome, Devon!' });

    const phone = await stack.newPage({ viewport: { width: 360, height: 740 } });
    await phone.context().grantPermissions(['notifications'], { origin: baseURL });
    const endpoint = `http://127.0.0.1:${push.port}/push/devon-phone`;
    await fakePushManager(phone.context(), { endpoint, keys: browserKeys() });
    const saved = phone.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/push/subscription'));
    await signIn(phone, { email: fatherEmail, password: FATHER_PASSWORD });
    await expectPath(phone, '/');
    assert.equal((await (await saved).response()).status(), 204);

    await phone.goto('/messages');
    const list = phone.getByRole('list', { name: 'Conversations' });
    await expectVisible(list.getByRole('link', { name: /^Thursday Dads.*1 unread message/ }));
    await expectHidden(phone.getByText('Choose a conversation, or start a new one.'));
    await list.getByRole('link', { name: /^Thursday Dads/ }).click();
    await expectPath(phone, `/messages/${conversation.id}`);
    await expectVisible(thread(phone).getByText('Welcome, Devon!'));
    await expectHidden(phone.getByRole('list', { name: 'Conversations' }));
    const box = await phone.getByRole('region', { name: 'Thursday Dads' }).boundingBox();
    assert.ok(box.width <= 360, `the thread fits the screen (${box.width} px)`);

    // Enter is a new line on a phone; the draft is kept across a reload.
    const composer = phone.getByRole('textbox', { name: 'Message' });
    await composer.fill('Thanks!');
    await composer.press('Enter');
    await composer.pressSequentially('See you Thursday.');
    assert.equal(await composer.inputValue(), 'Thanks!\nSee you Thursday.');
    await phone.reload();
    await expectVisible(thread(phone).getByText('Welcome, Devon!'));
    assert.equal(await phone.getByRole('textbox', { name: 'Message' }).inputValue(), 'Thanks!\nSee you Thursday.');
    const posted = phone.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/messages'));
    await phone.getByRole('button', { name: 'Send' }).click();
    assert.equal((await posted).status(), 201);
    await expectVisible(thread(phone).getByText('See you Thursday.'));
    assert.equal(await phone.getByRole('textbox', { name: 'Message' }).inputValue(), '');

    await phone.getByRole('link', { name: 'Back to conversations' }).click();
    await expectPath(phone, '/messages');
    await expectVisible(phone.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /You: Thanks!/ }));

    // Signing out removes this device's subscription while the session still holds.
    const order = [];
    phone.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/push/subscription' || pathname === '/api/auth/signout') order.push(`${request.method()} ${pathname}`);
    });
    const removed = phone.waitForResponse((response) => response.url().endsWith('/api/push/subscription') && response.request().method() === 'DELETE');
    await signOut(phone, 'Devon');
    assert.equal((await removed).status(), 204);
    assert.deepEqual((await removed).request().postDataJSON(), { endpoint });
    await expectPath(phone, '/signin');
    assert.deepEqual(order, ['DELETE /api/push/subscription', 'POST /api/auth/signout']);
  });
});
