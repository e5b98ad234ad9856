import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { call, expectHidden, expectPath, expectVisible, png, registerByApi, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 864';
const FATHER_PASSWORD = 'father password 531';
const ALBUM = 'Graduation night';
/** The worker makes the variants within seconds; a slow machine gets more. */
const PROCESSING_MS = 60_000;
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** A father with an account and his record, a member of `groupId`, who gave photo consent. */
async function fatherWithPhotoConsent(baseURL, token, groupId, firstName) {
  const email = uniqueEmail(firstName.toLowerCase());
  const { user } = await registerByApi(baseURL, { email, password: FATHER_PASSWORD, displayName: firstName, firstName, lastName: 'Doe' });
  const record = await call(baseURL, token, 'POST', '/fathers', { firstName, lastName: 'Doe', email, userId: user.id });
  await call(baseURL, token, 'POST', `/groups/${groupId}/members`, { fatherId: record.id });
  await call(baseURL, token, 'POST', `/fathers/${record.id}/consents`, { kind: 'photo' });
  return { email, id: record.id };
}

/** A photo of the album with these fathers tagged, once it is ready. */
async function taggedPhoto(baseURL, token, albumId, fatherIds) {
  const form = new FormData();
  form.append('file', new Blob([png(640, 480, [200, 120, 40])], { type: 'image/png' }), 'stage.png');
  for (const id of fatherIds) form.append('tags', id);
  const response = await fetch(`${baseURL}/api/albums/${albumId}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  assert.equal(response.status, 201, text);
  const photo = JSON.parse(text);
  assert.deepEqual(photo.tags, fatherIds);
  const deadline = Date.now() + PROCESSING_MS;
  for (;;) {
    const now = await call(baseURL, token, 'GET', `/photos/${photo.id}`);
    if (now.status === 'ready') return now;
    assert.notEqual(now.status, 'failed', 'the photo could not be processed');
    assert.ok(Date.now() < deadline, 'the photo was not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('consent', () => {
  let stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('a father revokes his photo consent on a 360 px phone, and another father of his group no longer sees the photo he is in', async () => {
    const { baseURL } = stack;
    const adminEmail = uniqueEmail('consent-admin');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const token = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
    const group = await call(baseURL, token, 'POST', '/groups', { name: 'Thursday Dads' });
    const andre = await fatherWithPhotoConsent(baseURL, token, group.id, 'Andre');
    const bruno = await fatherWithPhotoConsent(baseURL, token, group.id, 'Bruno');
    const album = await call(baseURL, token, 'POST', '/albums', { title: ALBUM, groupId: group.id });
    const photo = await taggedPhoto(baseURL, token, album.id, [andre.id]);
    const albumPath = `/gallery/${album.id}`;

    // Bruno sees the photo Andre is in.
    const other = await stack.newPage();
    await signIn(other, { email: bruno.email, password: FATHER_PASSWORD });
    await expectPath(other, '/');
    await other.goto(albumPath);
    await expectVisible(other.getByRole('list', { name: 'Photos' }).getByRole('link', { name: 'Photo 1 of 1' }));

    // Andre, on his phone: his consents in plain words, and photo consent taken back in two taps.
    const phone = await stack.newPage(PHONE);
    await signIn(phone, { email: andre.email, password: FATHER_PASSWORD });
    await expectPath(phone, '/');
    await phone.goto('/profile');
    const consents = phone.getByRole('region', { name: 'Your consents' });
    await expectVisible(consents.getByText(/Photos where you appear may be shown in the program’s gallery/));
    await expectVisible(consents.getByText('Ask the program staff to change this.'));
    const revoke = consents.getByRole('button', { name: 'Revoke consent: Photos' });
    await revoke.scrollIntoViewIfNeeded();
    // Nothing of the page is wider than the phone.
    assert.ok(await phone.evaluate(() => globalThis.document.documentElement.scrollWidth <= globalThis.innerWidth));
    await revoke.tap();
    const dialog = phone.getByRole('dialog', { name: 'Revoke consent: Photos' });
    await expectVisible(dialog.getByText(/Photos where you appear will be hidden from other fathers at once/));
    await dialog.getByRole('button', { name: 'Revoke consent' }).tap();
    await expectVisible(phone.getByText('Consent revoked: Photos'));
    await expectHidden(consents.getByRole('button', { name: 'Revoke consent: Photos' }));
    await expectVisible(consents.getByText('To give this consent, talk to the program staff.'));

    // Bruno no longer sees it: not in the album, not in its count, not by its address.
    await other.reload();
    await expectVisible(other.getByText('No photos in this album yet.'));
    await expectHidden(other.getByRole('list', { name: 'Photos' }));
    await other.goto(`${albumPath}/${photo.id}`);
    await expectVisible(other.getByText('This photo does not exist, or it was deleted.'));
    // Nor in the gallery: an album without a photo he may see is no empty card, said once instead.
    await other.goto('/gallery');
    await expectVisible(other.getByText('No photos yet.'));
    await expectHidden(other.getByText(ALBUM));

    // Staff still see it, marked, and whom it pictures.
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');
    await admin.goto(`${albumPath}/${photo.id}`);
    const viewer = admin.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expectVisible(viewer.getByText('Hidden from fathers: photo consent missing'));
    await expectVisible(viewer.getByText('Pictured: Andre Doe'));
  });
});
