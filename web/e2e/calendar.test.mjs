import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, TIMEOUT_MS, uniqueEmail } from './harness.mjs';
import { call, expectHidden, expectPath, expectVisible, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 864';
const FATHER_PASSWORD = 'father password 975';
const EVENT = 'Family picnic at the river';
const ANNOUNCEMENT = 'No session on Thanksgiving week';

const pad = (n) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local date. */
const day = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A day nine days from now, at noon. */
function eventDay() {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + 9);
  return date;
}

/** Waits for the answer of one API call made by what `action` does. */
async function answerOf(page, method, pathname, action) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === pathname,
  );
  await action();
  const response = await answer;
  assert.ok(response.ok(), `${method} ${pathname} answered ${response.status()}: ${await response.text()}`);
  return response.status() === 204 ? null : response.json();
}

/** Opens the calendar on the month of `date` and waits for its items. */
async function openCalendar(page, date, view) {
  const calendarLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/calendar' && response.ok());
  const month = `${day(date).slice(0, 8)}01`;
  await page.goto(`/calendar?${view ? `view=${view}&` : ''}date=${month}`);
  await calendarLoaded;
}

/** The feed's address as the server answers it, from this server (FM_PUBLIC_URL may name another origin). */
function feedOnServer(url, baseURL) {
  const feed = new URL(url);
  return new URL(`${feed.pathname}${feed.search}`, baseURL).href;
}

describe('calendar and announcements', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('staff plan an event for one group and announce it; only that group’s father sees the event, in the app and in his calendar feed', async () => {
    // Two groups, each with a father who has an account.
    const adminEmail = uniqueEmail('coordinator');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const adminToken = (await call(stack.baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD }))
      .accessToken;
    const fathers = {};
    for (const [key, firstName, group] of [
      ['luis', 'Luis', 'Tuesday Dads'],
      ['omar', 'Omar', 'Thursday Dads'],
    ]) {
      const email = uniqueEmail(key);
      const { user } = await registerByApi(stack.baseURL, {
        email,
        password: FATHER_PASSWORD,
        displayName: firstName,
        firstName,
        lastName: 'Father',
      });
      const record = await call(stack.baseURL, adminToken, 'POST', '/fathers', {
        firstName,
        lastName: 'Father',
        email,
        userId: user.id,
      });
      const created = await call(stack.baseURL, adminToken, 'POST', '/groups', { name: group });
      await call(stack.baseURL, adminToken, 'POST', `/groups/${created.id}/members`, { fatherId: record.id });
      fathers[key] = { email, firstName, group, groupId: created.id };
    }

    // The coordinator adds an event for Luis's group from the calendar.
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
    await expectPath(admin, '/calendar');
    // The calendar writes its view into the address once it has drawn (a replace): wait for
    // that before leaving, or the late replace brings the page back to /calendar.
    await admin.waitForURL((url) => url.pathname === '/calendar' && url.searchParams.has('view'), { timeout: TIMEOUT_MS });
    await admin.getByRole('link', { name: 'New event' }).click();
    await expectPath(admin, '/calendar/new');
    const when = day(eventDay());
    await admin.getByLabel(/^Title/).fill(EVENT);
    await admin.getByLabel('Description').fill('Bring a dish.\nDirections: https://example.org/river');
    await admin.getByLabel(/^Start/).fill(`${when}T11:00`);
    await admin.getByLabel(/^End/).fill(`${when}T14:00`);
    await admin.getByLabel('Location').fill('Riverside Park');
    await admin.getByLabel(/^Audience/).selectOption({ label: fathers.luis.group });
    const event = await answerOf(admin, 'POST', '/api/events', () => admin.getByRole('button', { name: 'Create event' }).click());
    await expectVisible(admin.getByText('Event created'));
    await expectPath(admin, `/calendar/${event.id}`);
    await expectVisible(admin.getByRole('heading', { name: EVENT }));
    await expectVisible(admin.getByRole('link', { name: 'https://example.org/river' }));
    assert.equal(event.groupId, fathers.luis.groupId);
    assert.equal(new Date(event.startsAt).getTime(), new Date(`${when}T11:00`).getTime(), 'the local time typed, as an instant');

    // And a pinned announcement for everyone, also by e-mail.
    await admin.goto('/announcement');
    const form = admin.getByRole('form', { name: 'New announcement' });
    await form.getByLabel(/^Title/).fill(ANNOUNCEMENT);
    await form.getByLabel(/^Message/).fill('We meet again the week after.\nQuestions: https://example.org/faq');
    await form.getByLabel(/^Pin to the top/).check();
    await form.getByLabel(/^Also send by e-mail/).check();
    await answerOf(admin, 'POST', '/api/announcements', () => form.getByRole('button', { name: 'Publish' }).click());
    await expectVisible(admin.getByText('Announcement published; the e-mails are on their way'));
    await expectVisible(admin.getByRole('list', { name: 'Announcements' }).getByRole('heading', { name: ANNOUNCEMENT }));

    // It reaches Luis's inbox.
    const mail = await stack.mail.waitForMail(fathers.luis.email);
    assert.match(`${mail.subject}\n${mail.text}`, new RegExp(ANNOUNCEMENT));
    assert.match(mail.text, /We meet again the week after\./);

    // Luis, on his phone: the calendar opens as a list and shows the event; so does the month.
    const luis = await stack.newPage({ viewport: { width: 375, height: 800 } });
    await signIn(luis, { email: fathers.luis.email, password: FATHER_PASSWORD });
    await expectPath(luis, '/');
    await luis.getByRole('main').getByRole('link', { name: 'Calendar' }).click();
    await expectPath(luis, '/calendar');
    await luis.waitForURL((url) => url.searchParams.get('view') === 'listMonth');
    await openCalendar(luis, eventDay());
    await luis.waitForURL((url) => url.searchParams.get('view') === 'listMonth');
    const listed = luis.getByRole('link', { name: new RegExp(`Event.*${EVENT}`) });
    await expectVisible(listed);
    assert.match(await listed.textContent(), new RegExp(`${fathers.luis.group} · Riverside Park`));
    await luis.getByRole('button', { name: 'Month', exact: true }).click();
    await luis.waitForURL((url) => url.searchParams.get('view') === 'dayGridMonth');
    const inMonth = luis.getByRole('link', { name: new RegExp(`Event:.*${EVENT}`) });
    await expectVisible(inMonth);
    await inMonth.click();
    await expectPath(luis, `/calendar/${event.id}`);
    await expectVisible(luis.getByRole('heading', { name: EVENT }));
    await expectVisible(luis.getByText(fathers.luis.group));
    await expectHidden(luis.getByRole('button', { name: 'Delete' }));

    // The announcement is pinned and new on his page, then read.
    const unreadAnswer = luis.waitForResponse((response) => new URL(response.url()).pathname === '/api/announcements/read');
    await luis.goto('/announcement');
    const card = luis.getByRole('listitem').filter({ has: luis.getByRole('heading', { name: ANNOUNCEMENT }) });
    await expectVisible(card.getByText('Pinned'));
    await expectVisible(card.getByText('New', { exact: true }));
    await expectVisible(card.getByRole('link', { name: 'https://example.org/faq' }));
    assert.equal((await unreadAnswer).status(), 204);
    await luis.reload();
    await expectVisible(card.getByText('Pinned'));
    await expectHidden(card.getByText('New', { exact: true }));

    // His calendar feed, from his profile, carries the event.
    await luis.goto('/profile');
    const feedInput = luis.getByLabel('Your private calendar link');
    await expectVisible(feedInput);
    await luis.waitForFunction(() => globalThis.document.querySelector('input[readonly]')?.value.includes('/ics/'));
    const feedUrl = await feedInput.inputValue();
    assert.match(feedUrl, /\/ics\/[^/]+\.ics$/);
    const feed = await fetch(feedOnServer(feedUrl, stack.baseURL));
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type') ?? '', /^text\/calendar/);
    const ics = await feed.text();
    assert.match(ics, /BEGIN:VCALENDAR/);
    assert.match(ics.replace(/\r\n[ \t]/g, ''), new RegExp(`SUMMARY:${EVENT}`));

    // Resetting the link ends the old one.
    await luis.getByRole('button', { name: 'Reset link' }).click();
    await luis.getByRole('dialog', { name: 'Reset the calendar link' }).getByRole('button', { name: 'Reset link' }).click();
    await expectVisible(luis.getByText('Calendar link reset'));
    await luis.waitForFunction((old) => globalThis.document.querySelector('input[readonly]')?.value !== old, feedUrl);
    assert.equal((await fetch(feedOnServer(feedUrl, stack.baseURL))).status, 404);
    const renewed = await fetch(feedOnServer(await feedInput.inputValue(), stack.baseURL));
    assert.equal(renewed.status, 200);

    // Omar, in the other group, sees the announcement but not the event: not in the calendar, not by its address.
    const omar = await stack.newPage();
    await signIn(omar, { email: fathers.omar.email, password: FATHER_PASSWORD });
    await expectPath(omar, '/');
    await openCalendar(omar, eventDay(), 'listMonth');
    await expectVisible(omar.getByRole('heading', { name: 'Calendar' }));
    await expectHidden(omar.getByText(EVENT));
    await openCalendar(omar, eventDay(), 'dayGridMonth');
    await expectHidden(omar.getByText(EVENT));
    await omar.goto(`/calendar/${event.id}`);
    await expectVisible(omar.getByRole('heading', { name: 'Page Not Found' }));
    await omar.goto('/announcement');
    await expectVisible(omar.getByRole('heading', { name: ANNOUNCEMENT }));
    await stack.mail.waitForMail(fathers.omar.email);
  });
});
