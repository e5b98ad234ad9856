import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStack, uniqueEmail } from './harness.mjs';
import { expectPath, expectVisible, signIn } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 246';
/** A 20×20 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABQAAAAUCAIAAAAC64paAAAAGklEQVR42mM4EaBBNmIY1TyqeVTzqOaB1QwArJz0EGx22LwAAAAASUVORK5CYII=',
  'base64',
);

/** Waits for the image with this alt text to load and returns its natural width (a broken or revoked URL has none). */
async function loadedWidth(page, alt) {
  const handle = await page.waitForFunction((text) => {
    const img = [...globalThis.document.querySelectorAll('img')].find((candidate) => candidate.alt === text);
    return img?.complete && img.naturalWidth > 0 ? img.naturalWidth : 0;
  }, alt);
  return handle.jsonValue();
}

describe('photos', () => {
  let stack;
  let dir;
  before(async () => {
    stack = await startStack();
    dir = await mkdtemp(path.join(tmpdir(), 'fm-photos-'));
  });
  after(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('an admin adds a photo to a father’s record and sees it on his page and in the list', async () => {
    const file = path.join(dir, 'Marcus at home.png');
    await writeFile(file, PNG);
    const adminEmail = uniqueEmail('photos-admin');
    stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
    const admin = await stack.newPage();
    await signIn(admin, { email: adminEmail, password: ADMIN_PASSWORD });
    await expectPath(admin, '/');

    await admin.goto('/fathers/new');
    await admin.getByLabel(/^First name/).fill('Marcus');
    await admin.getByLabel(/^Last name/).fill('Hill');
    await admin.getByRole('button', { name: 'Create father' }).click();
    await expectVisible(admin.getByText('Father created'));
    await expectVisible(admin.getByRole('heading', { name: 'Marcus Hill' }));
    const id = new URL(admin.url()).pathname.split('/').pop();

    // No photo yet: his initials.
    await expectVisible(admin.getByText('MH', { exact: true }));
    const chooser = admin.waitForEvent('filechooser');
    const upload = admin.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/fathers/${id}/photo`,
    );
    await admin.getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(file);
    const answer = await upload;
    assert.equal(answer.status(), 200);
    assert.equal(new URL(answer.url()).searchParams.get('filename'), 'Marcus at home.png');
    assert.equal(answer.request().headers()['content-type'], 'image/png');

    await expectVisible(admin.getByText('Photo saved'));
    await expectVisible(admin.getByRole('button', { name: 'Change photo' }));
    assert.ok((await loadedWidth(admin, 'Photo of Marcus Hill')) > 0);

    // The same photo in the fathers list, and again after a reload.
    await admin.goto('/fathers');
    await expectVisible(admin.getByRole('table', { name: 'Fathers' }).getByRole('link', { name: 'Marcus Hill' }));
    assert.ok((await loadedWidth(admin, 'Photo of Marcus Hill')) > 0);
    await admin.goto(`/fathers/${id}`);
    assert.ok((await loadedWidth(admin, 'Photo of Marcus Hill')) > 0);
  });
});
