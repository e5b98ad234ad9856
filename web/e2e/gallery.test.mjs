import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, expectHidden, expectPath, expectVisible, png, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 246';
const FATHER_PASSWORD = 'father password 135';
const ALBUM = 'Family picnic';
/** The worker makes the variants within seconds; a slow machine gets more. */
const PROCESSING_MS = 60_000;

/** A father with an account, his record, in a new group of his own. */
async function fatherInGroup(baseURL, token, { firstName, group }) {
  const email = uniqueEmail(firstName.toLowerCase());
  const { user } = await registerByApi(baseURL, { email, password: FATHER_PASSWORD, displayName: firstName, firstName, lastName: 'Doe' });
  const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName: 'Doe', email, userId: user.id });
  const created = await call(baseURL, token, 'POST', '/groups', { name: group });
  await call(baseURL, token, 'POST', `/groups/${created.id}/members`, { fatherId: record.id });
  return { email, group: created };
}

/** The ids of the grid's tiles in order, with their status, once `count` are shown. */
async function tiles(page, count) {
  const handle = await page.waitForFunction(
    (expected) => {
      const links = [...globalThis.document.querySelectorAll('a[data-photo-id]')];
      return links.length === expected ? links.map((link) => ({ id: link.dataset.photoId, status: link.dataset.status })) : null;
    },
    count,
    { timeout: TIMEOUT_MS },
  );
  return handle.jsonValue();
}

/** A finger swiping across the viewer, from right to left: as a phone's touchscreen sends it. */
async function swipeLeft(page, cdp) {
  const box = await page.getByTestId('viewer-stage').boundingBox();
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.8);
  const to = Math.round(box.x + box.width * 0.2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(from + ((to - from) * step) / 6), y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('gallery', () => {
  let stack;
  let dir;
  before(async () => {
    stack = await startStack();
    dir = await mkdtemp(path.join(tmpdir(), 'fm-gallery-'));
  });
  after(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('staff upload three photos to a group’s album; a father of the group swipes through them; another father cannot open it', async () => {
    const { baseURL } = stack;
    const adminEmail = uniqueEmail('gallery-admin');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const token = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
    const fatherA = await fatherInGroup(baseURL, token, { firstName: 'Andre', group: 'Tuesday Evening Dads' });
    const fatherB = await fatherInGroup(baseURL, token, { firstName: 'Bruno', group: 'Saturday Morning Dads' });

    const files = [
      ['red.png', [220, 40, 40]],
      ['green.png', [40, 180, 60]],
      ['blue.png', [40, 80, 220]],
    ];
    for (const [name, colour] of files) await writeFile(path.join(dir, name), png(640, 480, colour));

    // Staff create the album in the UI, for the first group only.
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');
    await admin.goto('/gallery');
    await expectVisible(admin.getByText('No albums yet. Create the first one with “New album”.'));
    await admin.getByRole('button', { name: 'New album' }).click();
    const form = admin.getByRole('dialog', { name: 'New album' });
    await form.getByLabel(/^Title/).fill(ALBUM);
    await form.getByLabel('Description').fill('Photos from the picnic at the lake.');
    await form.getByLabel('Audience').selectOption({ label: fatherA.group.name });
    await form.getByRole('button', { name: 'Create album' }).click();
    await expectVisible(admin.getByText('Album created'));
    await expectVisible(admin.getByRole('heading', { name: ALBUM }));
    const albumPath = new URL(admin.url()).pathname;
    assert.match(albumPath, /^\/gallery\/[0-9a-f-]+$/);
    await expectVisible(admin.getByText(fatherA.group.name));

    // Three files chosen at once: a row with a progress bar for each, then all three ready in the grid.
    const chooser = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: 'Add photos' }).click();
    const fileChooser = await chooser;
    assert.equal(fileChooser.isMultiple(), true);
    await fileChooser.setFiles(files.map(([name]) => path.join(dir, name)));
    // No one tagged: staff say everyone pictured has photo consent before anything is sent.
    const question = admin.getByRole('dialog', { name: 'Everyone pictured has photo consent?' });
    await question.getByRole('button', { name: 'Yes, upload 3 photos' }).click();
    const uploads = admin.getByRole('list', { name: 'Uploads' });
    for (const [name] of files) await expectVisible(uploads.getByRole('progressbar', { name }));
    await expectVisible(admin.getByText('3 of 3 uploaded'));
    for (const [name] of files) {
      assert.equal(await uploads.getByRole('progressbar', { name }).getAttribute('aria-valuenow'), '100');
    }
    const grid = admin.getByRole('list', { name: 'Photos' });
    await admin.waitForFunction(
      () => {
        const images = [...globalThis.document.querySelectorAll('a[data-status="ready"] img')];
        return images.length === 3 && images.every((image) => image.complete && image.naturalWidth > 0);
      },
      undefined,
      { timeout: PROCESSING_MS },
    );
    await expectVisible(grid.getByRole('link', { name: 'Photo 1 of 3' }));
    const order = await tiles(admin, 3);
    assert.deepEqual(order.map((tile) => tile.status), ['ready', 'ready', 'ready']);
    const ids = order.map((tile) => tile.id);

    // Father A, on a phone: the gallery, the album, the first photo, then swipes to the next two.
    const phone = await stack.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signIn(phone, { email: fatherA.email, password: FATHER_PASSWORD });
    await expectPath(phone, '/');
    await phone.goto('/gallery');
    const albums = phone.getByRole('list', { name: 'Albums' });
    await expectVisible(albums.getByText('3 photos'));
    await albums.getByRole('link', { name: ALBUM }).click();
    await expectPath(phone, albumPath);
    await expectHidden(phone.getByRole('button', { name: 'Add photos' }));
    await phone.getByRole('list', { name: 'Photos' }).getByRole('link', { name: 'Photo 1 of 3' }).tap();
    await expectPath(phone, `${albumPath}/${ids[0]}`);
    const viewer = phone.getByRole('dialog', { name: 'Photo 1 of 3' });
    await expectVisible(viewer);
    await expectVisible(viewer.getByRole('button', { name: 'Next photo' }));
    assert.equal(await viewer.getByRole('button', { name: 'Previous photo' }).isDisabled(), true);
    await expectVisible(viewer.getByRole('img', { name: 'Photo 1 of 3' }));

    const cdp = await phone.context().newCDPSession(phone);
    await swipeLeft(phone, cdp);
    await expectPath(phone, `${albumPath}/${ids[1]}`);
    await expectVisible(phone.getByRole('dialog', { name: 'Photo 2 of 3' }));
    await swipeLeft(phone, cdp);
    await expectPath(phone, `${albumPath}/${ids[2]}`);
    const last = phone.getByRole('dialog', { name: 'Photo 3 of 3' });
    await expectVisible(last);
    await phone.waitForFunction(() => {
      const image = globalThis.document.querySelector('[role="dialog"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    assert.equal(await last.getByRole('button', { name: 'Next photo' }).isDisabled(), true);

    // Back closes the viewer: the album's grid again.
    await phone.goBack();
    await expectPath(phone, albumPath);
    await expectHidden(phone.getByRole('dialog'));
    await expectVisible(phone.getByRole('list', { name: 'Photos' }));

    // Father B, of the other group: the album's link is a page that is not there, with none of its photos.
    const other = await stack.newPage();
    await signIn(other, { email: fatherB.email, password: FATHER_PASSWORD });
    await expectPath(other, '/');
    await other.goto(`${albumPath}/${ids[0]}`);
    await expectVisible(other.getByRole('heading', { name: 'Page Not Found' }));
    await expectVisible(other.getByTestId('error-status').getByText('404'));
    await expectHidden(other.getByRole('list', { name: 'Photos' }));
    await expectHidden(other.getByRole('dialog'));
    assert.equal(await other.locator('img').count(), 0);
    await other.goto('/gallery');
    await expectVisible(other.getByText('No albums yet.'));
    await expectHidden(other.getByText(ALBUM));
  });
});
