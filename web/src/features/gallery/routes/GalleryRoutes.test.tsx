import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api/types';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, authAnswer, errorBody, json, makeUser, mockApi, pageCalls, type Handler } from '@/testing/api';
import { makeFather, makeGroup } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Album, Photo } from '../api/types';

const staff = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });
const father = makeUser({ id: 'u9', displayName: 'Sam Father' });

function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'a1',
    title: 'Family picnic',
    description: 'At the lake.',
    groupId: 'g1',
    groupName: 'Tuesday Evening Dads',
    cycleId: null,
    eventId: null,
    coverPhotoId: null,
    coverUrl: '/media/variants/p1-thumb.jpg?exp=1&sig=x',
    photoCount: 3,
    createdAt: '2026-11-20T15:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

/** Ids sort like the server's UUID v7: in upload order. */
function photoId(n: number) {
  return `0190-${String(n).padStart(4, '0')}`;
}

function makePhoto(n: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id: photoId(n),
    albumId: 'a1',
    caption: '',
    width: 2048,
    height: 1536,
    status: 'ready',
    thumbUrl: `/media/variants/${n}-thumb.jpg?exp=1&sig=x`,
    url: `/media/variants/${n}-large.jpg?exp=1&sig=x`,
    uploadedBy: 'admin',
    createdAt: '2026-11-20T15:00:00Z',
    tags: [],
    consentMissing: false,
    ...overrides,
  };
}

const PHOTOS = [makePhoto(1, { caption: 'Lunch by the water' }), makePhoto(2), makePhoto(3)];

function body(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

function galleryApi(user: User, extra: Record<string, Handler> = {}) {
  return mockApi({
    'POST /api/auth/refresh': () => json(authAnswer(user)),
    'GET /api/albums': () => json([makeAlbum(), makeAlbum({ id: 'a2', title: 'Graduation', groupId: null, groupName: null, coverUrl: null, photoCount: 0 })]),
    'GET /api/albums/a1': () => json(makeAlbum()),
    'GET /api/albums/a1/photos': () => json(PHOTOS),
    'GET /api/groups': () => json([makeGroup(), makeGroup({ id: 'g2', name: 'Saturday Morning Dads' })]),
    ...extra,
  });
}

function query(url: string, name: string) {
  return new URL(url, 'http://localhost').searchParams.get(name);
}

/** XMLHttpRequest as the uploads use it, answered by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(data: FormData) {
    this.body = data;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  get fileName() {
    return (this.body?.get('file') as File).name;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total }));
  }
  respond(status: number, answer: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(answer);
    act(() => this.onload?.());
  }
}

/** No one tagged: staff answer that everyone pictured has photo consent. */
async function everyoneConsented(user: ReturnType<typeof userEvent.setup>) {
  const question = within(await screen.findByRole('dialog', { name: 'Everyone pictured has photo consent?' }));
  await user.click(question.getByRole('button', { name: /^Yes, upload/ }));
}

function sentFor(name: string) {
  return FakeXhr.sent.filter((xhr) => xhr.fileName === name);
}

function png(name: string) {
  return new File([new Uint8Array(2048)], name, { type: 'image/png' });
}

/** jsdom has no PointerEvent: without it a pointer event carries no position or pointer type. */
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(async () => {
  window.PointerEvent ??= PointerEventStub as unknown as typeof PointerEvent;
  await import('./AlbumRoute');
  await import('./AlbumsRoute');
}, 30_000);
beforeEach(() => {
  resetSessionForTests();
  FakeXhr.sent = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSessionForTests();
});

describe('albums', () => {
  it('shows a father his albums with cover, audience and photo count, and nothing to change', async () => {
    galleryApi(father);
    renderApp('/gallery');
    const list = within(await screen.findByRole('list', { name: 'Albums' }));
    // The album without a photo he may see is no empty card for him.
    const [picnic, ...others] = list.getAllByRole('listitem');
    expect(others).toHaveLength(0);
    expect(screen.queryByText('Graduation')).not.toBeInTheDocument();
    expect(screen.queryByText('No photos yet')).not.toBeInTheDocument();
    expect(within(picnic).getByRole('heading', { name: 'Family picnic' })).toBeInTheDocument();
    expect(within(picnic).getByText('Tuesday Evening Dads')).toBeInTheDocument();
    expect(within(picnic).getByText('3 photos')).toBeInTheDocument();
    expect(picnic.querySelector('img')).toHaveAttribute('src', makeAlbum().coverUrl);
    expect(within(picnic).getByRole('link', { name: 'Family picnic' })).toHaveAttribute('href', '/gallery/a1');
    expect(screen.queryByRole('button', { name: 'New album' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit album/ })).not.toBeInTheDocument();
    expect(screen.getByText('Photos from the program and from your group.')).toBeInTheDocument();
  });

  it('says when there are no albums', async () => {
    galleryApi(father, { 'GET /api/albums': () => json([]) });
    renderApp('/gallery');
    expect(await screen.findByText('No albums yet.')).toBeInTheDocument();
  });

  it('tells a father once that there are no photos yet when none of his albums holds one he may see (his consent taken back)', async () => {
    galleryApi(makeUser({ ...father, preferredLanguage: 'es' }), {
      'GET /api/albums': () =>
        json([
          makeAlbum({ coverUrl: null, photoCount: 0 }),
          makeAlbum({ id: 'a2', title: 'Graduation', groupId: null, groupName: null, coverUrl: null, photoCount: 0 }),
        ]),
    });
    renderApp('/gallery');
    expect(await screen.findByText('Todavía no hay fotos.')).toBeInTheDocument();
    expect(screen.getAllByText(/no hay fotos/i)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Álbumes' })).not.toBeInTheDocument();
    expect(screen.queryByText('0 fotos')).not.toBeInTheDocument();
  });

  it('shows staff every album, an empty one with its count, to fill it', async () => {
    galleryApi(staff);
    renderApp('/gallery');
    const list = within(await screen.findByRole('list', { name: 'Albums' }));
    const [, graduation] = list.getAllByRole('listitem');
    expect(within(graduation).getByRole('heading', { name: 'Graduation' })).toBeInTheDocument();
    expect(within(graduation).getByText('Everyone')).toBeInTheDocument();
    expect(within(graduation).getByText('0 photos')).toBeInTheDocument();
  });

  it('lets staff create an album for one group, and opens it', async () => {
    const created = makeAlbum({ id: 'a9', title: 'Fishing trip', groupId: 'g2', groupName: 'Saturday Morning Dads', photoCount: 0, coverUrl: null });
    const { calls } = galleryApi(staff, {
      'POST /api/albums': () => json(created, 201),
      'GET /api/albums/a9': () => json(created),
      'GET /api/albums/a9/photos': () => json([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/gallery');
    await user.click(await screen.findByRole('button', { name: 'New album' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New album' }));
    await user.click(dialog.getByRole('button', { name: 'Create album' }));
    expect(await dialog.findByText('Title is required.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Title/), 'Fishing trip');
    await waitFor(() => expect(dialog.getAllByRole('option').map((option) => option.textContent)).toContain('Saturday Morning Dads'));
    await user.selectOptions(dialog.getByLabelText('Audience'), 'Saturday Morning Dads');
    await user.click(dialog.getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Album created')).toBeInTheDocument();
    expect(body(calls.find((call) => call.method === 'POST' && call.path === '/api/albums')?.init)).toEqual({
      title: 'Fishing trip',
      description: '',
      groupId: 'g2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery/a9'));
    expect(await screen.findByRole('heading', { name: 'Fishing trip' })).toBeInTheDocument();
    expect(await screen.findByText('No photos in this album yet. Add some with “Add photos”.')).toBeInTheDocument();
  });

  it('lets staff edit an album’s audience to everyone and delete an album after asking', async () => {
    const { calls } = galleryApi(staff, {
      'PATCH /api/albums/a1': () => json(makeAlbum({ groupId: null, groupName: null })),
      'DELETE /api/albums/a1': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/gallery');
    await user.click(await screen.findByRole('button', { name: 'Edit album “Family picnic”' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit album' }));
    await waitFor(() => expect(edit.getByLabelText('Audience')).toHaveValue('g1'));
    await user.selectOptions(edit.getByLabelText('Audience'), 'Everyone');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Album updated')).toBeInTheDocument();
    expect(body(calls.find((call) => call.method === 'PATCH')?.init)).toEqual({ groupId: null });

    await user.click(screen.getByRole('button', { name: 'Delete album “Family picnic”' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete album' }));
    expect(confirm.getByText('Delete “Family picnic” and its 3 photos? This cannot be undone.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete album' }));
    expect(await screen.findByText('Album deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/albums/a1']);
  });

  it('is in Spanish for a Spanish speaker', async () => {
    galleryApi(makeUser({ ...father, preferredLanguage: 'es' }), { 'GET /api/albums': () => json([makeAlbum({ groupId: null, groupName: null })]) });
    renderApp('/gallery');
    const list = within(await screen.findByRole('list', { name: 'Álbumes' }));
    expect(screen.getByRole('heading', { name: 'Galería' })).toBeInTheDocument();
    expect(list.getByText('3 fotos')).toBeInTheDocument();
    expect(list.getByText('Todos')).toBeInTheDocument();
  });
});

describe('an album', () => {
  it('shows the album’s photos as a grid of thumbnails that keep their box, named by caption or place', async () => {
    galleryApi(father);
    renderApp('/gallery/a1');
    expect(await screen.findByRole('heading', { name: 'Family picnic' })).toBeInTheDocument();
    const grid = within(await screen.findByRole('list', { name: 'Photos' }));
    const images = grid.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Lunch by the water', 'Photo 2 of 3', 'Photo 3 of 3']);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(grid.getByRole('link', { name: 'Photo 2 of 3' })).toHaveAttribute('href', `/gallery/a1/${photoId(2)}`);
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });

  it('is the not-found page for an album that is not his, and shows none of its photos', async () => {
    galleryApi(father, {
      'GET /api/albums/a7': () => apiError(404, 'not-found', 'noSuchAlbum'),
      'GET /api/albums/a7/photos': () => apiError(404, 'not-found', 'noSuchAlbum'),
    });
    renderApp(`/gallery/a7/${photoId(1)}`);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('This album does not exist, or it is not shared with you.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a photo being processed as a placeholder, and the thumbnail once it is ready', async () => {
    let ready = false;
    const { calls } = galleryApi(father, {
      'GET /api/albums/a1/photos': () => json([makePhoto(1), makePhoto(2, { status: 'processing', thumbUrl: null, url: null, width: null, height: null }), makePhoto(3, { status: 'failed', thumbUrl: null, url: null })]),
      [`GET /api/photos/${photoId(2)}`]: () => {
        ready = true;
        return json(makePhoto(2));
      },
    });
    renderApp('/gallery/a1');
    const grid = within(await screen.findByRole('list', { name: 'Photos' }));
    expect(grid.getByRole('link', { name: 'Photo 2 of 3, processing' })).toHaveTextContent('Processing…');
    expect(grid.getByRole('link', { name: 'Photo 3 of 3, could not be processed' })).toHaveTextContent('Could not be processed');
    // A father cannot delete it.
    expect(grid.queryByRole('button', { name: /^Delete photo/ })).not.toBeInTheDocument();
    await waitFor(() => expect(grid.getByRole('img', { name: 'Photo 2 of 3' })).toBeInTheDocument(), { timeout: 8000 });
    expect(ready).toBe(true);
    // Only the photo being processed was asked about.
    expect(calls.filter((call) => call.path.startsWith('/api/photos/')).map((call) => call.path)).toEqual([`/api/photos/${photoId(2)}`]);
  });

  it('pages through a large album with `after`, oldest first', async () => {
    const all = Array.from({ length: 205 }, (_, index) => makePhoto(index + 1));
    const { calls } = galleryApi(father, {
      'GET /api/albums/a1': () => json(makeAlbum({ photoCount: 205 })),
      'GET /api/albums/a1/photos': (_init, url) => {
        const after = query(url, 'after');
        const from = after ? all.findIndex((photo) => photo.id === after) + 1 : 0;
        return json(all.slice(from, from + Number(query(url, 'limit'))));
      },
      [`GET /api/photos/${photoId(204)}`]: () => json(all[203]),
    });
    // A shared link to a photo of the second page.
    renderApp(`/gallery/a1/${photoId(204)}`);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 204 of 205' });
    expect(within(viewer).getByRole('img', { name: 'Photo 204 of 205' })).toHaveAttribute('src', all[203].url);
    const asked = calls.filter((call) => call.path === '/api/albums/a1/photos').map((call) => [query(call.url, 'after'), query(call.url, 'limit')]);
    expect(asked).toEqual([
      [null, '200'],
      [photoId(200), '200'],
    ]);
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeEnabled();
    // Only the open photo is in the viewer.
    expect(within(viewer).getAllByRole('img')).toHaveLength(1);
  });

  it('puts only the rows near the screen in the page, however many photos are loaded', async () => {
    const all = Array.from({ length: 200 }, (_, index) => makePhoto(index + 1));
    galleryApi(father, {
      'GET /api/albums/a1': () => json(makeAlbum({ photoCount: 2000 })),
      'GET /api/albums/a1/photos': (_init, url) => json(query(url, 'after') ? [] : all),
    });
    renderApp('/gallery/a1');
    const grid = await screen.findByRole('list', { name: 'Photos' });
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(4);
    expect(tiles.length).toBeLessThan(80);
    expect(tiles[0]).toHaveAttribute('aria-setsize', '2000');
    expect(within(grid).getByRole('img', { name: 'Photo 1 of 2000' })).toBeInTheDocument();
  });
});

describe('the viewer', () => {
  it('opens from a thumbnail, follows the arrows and buttons in the address, and closes with Escape', async () => {
    galleryApi(father);
    const user = userEvent.setup();
    const { router } = renderApp('/gallery/a1');
    const grid = within(await screen.findByRole('list', { name: 'Photos' }));
    await user.click(grid.getByRole('link', { name: 'Lunch by the water' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(1)}`));
    let viewer = within(await screen.findByRole('dialog', { name: 'Photo 1 of 3' }));
    expect(viewer.getByRole('img', { name: 'Lunch by the water' })).toHaveAttribute('src', PHOTOS[0].url);
    expect(viewer.getByTestId('viewer-caption')).toHaveTextContent('Lunch by the water');
    expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(2)}`));
    viewer = within(await screen.findByRole('dialog', { name: 'Photo 2 of 3' }));
    await user.click(viewer.getByRole('button', { name: 'Next photo' }));
    viewer = within(await screen.findByRole('dialog', { name: 'Photo 3 of 3' }));
    expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(3)}`);
    expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    // No staff actions for a father.
    expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery/a1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus is on the photo last seen.
    await waitFor(() => expect(grid.getByRole('link', { name: 'Photo 2 of 3' })).toHaveFocus());
    // Back from the photo goes back to the grid: moving between photos replaced the address.
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes to the next photo on a swipe to the left and back on a swipe to the right', async () => {
    galleryApi(father);
    const { router } = renderApp(`/gallery/a1/${photoId(2)}`);
    await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    const swipe = (from: number, to: number) => {
      // The stage is new for each photo.
      const stage = screen.getByTestId('viewer-stage');
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 305 });
    };
    swipe(300, 100);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(3)}`));
    swipe(100, 300);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(2)}`));
    // A short move is a tap, not a swipe.
    swipe(200, 180);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(2)}`);
    // Opened by its link: closing shows the album.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery/a1'));
  });

  it('says so for a photo that is not there', async () => {
    galleryApi(father, { [`GET /api/photos/${photoId(9)}`]: () => apiError(404, 'not-found', 'noSuchPhoto') });
    renderApp(`/gallery/a1/${photoId(9)}`);
    const viewer = within(await screen.findByRole('dialog'));
    expect(await viewer.findByText('This photo does not exist, or it was deleted.')).toBeInTheDocument();
  });

  it('lets staff edit the caption, make the photo the cover and delete it', async () => {
    let album = makeAlbum();
    const { calls } = galleryApi(staff, {
      'GET /api/albums/a1': () => json(album),
      [`PATCH /api/photos/${photoId(2)}`]: (init) => json(makePhoto(2, { caption: String(body(init).caption) })),
      'PATCH /api/albums/a1': (init) => {
        album = makeAlbum({ coverPhotoId: String(body(init).coverPhotoId) });
        return json(album);
      },
      [`DELETE /api/photos/${photoId(2)}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/gallery/a1/${photoId(2)}`);
    let viewer = within(await screen.findByRole('dialog', { name: 'Photo 2 of 3' }));
    await user.click(viewer.getByRole('button', { name: 'Add caption' }));
    const caption = viewer.getByRole('textbox', { name: 'Caption' });
    await user.type(caption, 'Kids at the lake');
    // Arrows move the text cursor here, not the photo.
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(2)}`);
    await user.click(viewer.getByRole('button', { name: 'Save caption' }));
    expect(await screen.findByText('Caption saved')).toBeInTheDocument();
    expect(body(calls.find((call) => call.method === 'PATCH' && call.path.startsWith('/api/photos/'))?.init)).toEqual({ caption: 'Kids at the lake' });
    expect(viewer.getByRole('img', { name: 'Kids at the lake' })).toBeInTheDocument();

    await user.click(viewer.getByRole('button', { name: 'Set as album cover' }));
    expect(await screen.findByText('Album cover updated')).toBeInTheDocument();
    expect(body(calls.find((call) => call.method === 'PATCH' && call.path === '/api/albums/a1')?.init)).toEqual({ coverPhotoId: photoId(2) });
    expect(await viewer.findByRole('button', { name: 'Album cover' })).toBeDisabled();

    await user.click(viewer.getByRole('button', { name: 'Delete photo' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete photo' }));
    await user.click(confirm.getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    // The next photo takes its place.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/a1/${photoId(3)}`));
    viewer = within(await screen.findByRole('dialog', { name: 'Photo 2 of 3' }));
    expect(viewer.getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', PHOTOS[2].url);
  }, 15_000);
});

describe('uploads', () => {
  it('sends several files a few at a time with progress, retries storage being away, and shows a refusal on its row', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = galleryApi(staff, {
      [`GET /api/photos/${photoId(4)}`]: () => json(makePhoto(4)),
      [`GET /api/photos/${photoId(5)}`]: () => json(makePhoto(5)),
    });
    const user = userEvent.setup();
    const { container } = renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await everyoneConsented(user);

    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['one.png', 'two.png', 'three.png', 'four.png']);
    // Three at a time.
    expect(FakeXhr.sent.map((xhr) => xhr.fileName)).toEqual(['one.png', 'two.png', 'three.png']);
    const [one] = FakeXhr.sent;
    expect(one.method).toBe('POST');
    expect(one.url).toBe('/api/albums/a1/photos');
    expect(one.headers.Authorization).toMatch(/^Bearer token-/);
    expect(one.headers['Accept-Language']).toBe('en');

    one.progress(1024, 2048);
    expect(uploads.getByRole('progressbar', { name: 'one.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(uploads.getByText('Uploading… 50%')).toBeInTheDocument();
    one.respond(201, makePhoto(4, { status: 'processing', thumbUrl: null, url: null }));
    // The next file starts; the new photo is in the grid, processing.
    await waitFor(() => expect(sentFor('four.png')).toHaveLength(1));
    const grid = within(screen.getByRole('list', { name: 'Photos' }));
    expect(grid.getByRole('link', { name: /processing/ })).toBeInTheDocument();

    sentFor('two.png')[0].respond(503, errorBody('unavailable', 'uploadUnavailable'));
    expect(await uploads.findByText('Connection problem. Trying again shortly…')).toBeInTheDocument();
    sentFor('three.png')[0].respond(400, errorBody('invalid-argument', 'photoCannotShow', { file: 'photoCannotShow' }));
    expect(await uploads.findByText('Not uploaded: This file is not a photo we can show: use JPEG, PNG, WebP or GIF.')).toBeInTheDocument();
    expect(uploads.queryByRole('button', { name: 'Retry uploading three.png' })).not.toBeInTheDocument();

    // Storage is back: two.png goes again by itself (the others are not sent again).
    await waitFor(() => expect(sentFor('two.png')).toHaveLength(2), { timeout: 3000 });
    sentFor('two.png')[1].respond(201, makePhoto(5, { status: 'processing', thumbUrl: null, url: null }));
    sentFor('four.png')[0].respond(413, errorBody('invalid-argument', 'photoTooLarge25'));
    expect(await uploads.findByText('Not uploaded: The photo is larger than 25 MB.')).toBeInTheDocument();
    expect(screen.getByText('2 of 4 uploaded')).toBeInTheDocument();
    expect(FakeXhr.sent.map((xhr) => xhr.fileName)).toEqual(['one.png', 'two.png', 'three.png', 'four.png', 'two.png']);

    // Both new photos are polled until ready.
    await waitFor(() => expect(grid.getByRole('img', { name: 'Photo 5 of 5' })).toBeInTheDocument(), { timeout: 8000 });
    expect(pageCalls(calls).some((call) => call.path === `/api/photos/${photoId(4)}`)).toBe(true);

    await user.click(uploads.getByRole('button', { name: 'Remove three.png from the list' }));
    expect(uploads.queryByText('three.png')).not.toBeInTheDocument();
  }, 20_000);

  it('cancels a file on its way, and lets a failed one be tried again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    galleryApi(staff);
    const user = userEvent.setup();
    const { container } = renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('keep.png'), png('drop.png')]);
    await everyoneConsented(user);
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    const aborted = vi.spyOn(sentFor('drop.png')[0], 'abort');
    await user.click(uploads.getByRole('button', { name: 'Cancel uploading drop.png' }));
    expect(aborted).toHaveBeenCalled();
    expect(uploads.queryByText('drop.png')).not.toBeInTheDocument();

    sentFor('keep.png')[0].respond(500, errorBody('internal', 'internal'));
    expect(await uploads.findByText('Not uploaded: Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await user.click(uploads.getByRole('button', { name: 'Retry uploading keep.png' }));
    expect(sentFor('keep.png')).toHaveLength(2);
    expect(uploads.getByText('Uploading… 0%')).toBeInTheDocument();
  });

  it('uploads photos dropped on the page', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    galleryApi(staff);
    renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const zone = screen.getByText('Or drop photos here.').closest('div[class]')!.parentElement!.parentElement!;
    const files = [png('dropped.png'), new File(['%PDF'], 'form.pdf', { type: 'application/pdf' })];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getByText('Drop the photos to upload them.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    await everyoneConsented(userEvent.setup());
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getByRole('progressbar', { name: 'dropped.png' })).toBeInTheDocument();
    expect(uploads.getByText('Not uploaded: This file is not a photo. Use JPEG, PNG, WebP or GIF.')).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.sent.map((xhr) => xhr.fileName)).toEqual(['dropped.png']));
  });

  it('refuses a file over 25 MB without sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    galleryApi(staff);
    const user = userEvent.setup();
    const { container } = renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, [huge]);
    await everyoneConsented(user);
    expect(await screen.findByText('Not uploaded: This file is larger than 25 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('photo consent', () => {
  const members = [
    { fatherId: 'f1', firstName: 'Sam', lastName: 'Rivera', joinedAt: '2026-01-05T15:00:00Z', photoKey: null },
    { fatherId: 'f2', firstName: 'Luis', lastName: 'Garcia', joinedAt: '2026-01-05T15:00:00Z', photoKey: null },
  ];
  /**
   * One of the fathers the picker offers. Its list floats by the box: jsdom, which lays nothing
   * out, counts it as out of view, so it is looked for among hidden elements too.
   */
  async function offered(picker: HTMLElement, name: string) {
    return waitFor(() => {
      const listbox = document.getElementById(picker.getAttribute('aria-controls') ?? '');
      if (!listbox) throw new Error('The list of fathers is not open');
      return within(listbox).getByRole('option', { name, hidden: true });
    });
  }
  const groups = () => json([makeGroup({ members }), makeGroup({ id: 'g2', name: 'Saturday Morning Dads' })]);

  it('asks whether everyone pictured has photo consent when no one is tagged; No goes back to tag them, and the tags go with the files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    galleryApi(staff, { 'GET /api/groups': groups });
    const user = userEvent.setup();
    const { container } = renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('one.png'), png('two.png')]);

    const question = within(await screen.findByRole('dialog', { name: 'Everyone pictured has photo consent?' }));
    expect(question.getByText(/No one is tagged in these 2 photos/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'No, tag who is pictured' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing is sent: the photos wait to be tagged.
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByText('2 photos are waiting: tag who is pictured, then upload them.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Who is pictured' });
    await waitFor(() => expect(picker).toHaveFocus());

    // The album's group's fathers are offered.
    await user.click(picker);
    expect(await offered(picker, 'Luis Garcia')).toBeInTheDocument();
    await user.click(await offered(picker, 'Sam Rivera'));
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((xhr) => xhr.body?.getAll('tags'))).toEqual([['f1'], ['f1']]);
    expect(screen.queryByRole('dialog', { name: 'Everyone pictured has photo consent?' })).not.toBeInTheDocument();
    expect(screen.queryByText(/photos are waiting/)).not.toBeInTheDocument();
  });

  it('uploads at once, with every father tagged, when who is pictured was chosen first; the next photos are tagged afresh', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    galleryApi(staff, { 'GET /api/groups': groups });
    const user = userEvent.setup();
    const { container } = renderApp('/gallery/a1');
    await screen.findByRole('list', { name: 'Photos' });
    const picker = screen.getByRole('combobox', { name: 'Who is pictured' });
    await user.click(picker);
    await user.click(await offered(picker, 'Luis Garcia'));
    await user.click(await offered(picker, 'Sam Rivera'));
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('both.png')]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].body?.getAll('tags')).toEqual(['f2', 'f1']);
    expect(screen.queryByRole('dialog', { name: 'Everyone pictured has photo consent?' })).not.toBeInTheDocument();

    // The next batch starts with no one tagged, so it asks again.
    await user.upload(input, [png('next.png')]);
    const question = within(await screen.findByRole('dialog', { name: 'Everyone pictured has photo consent?' }));
    expect(question.getByText(/No one is tagged in this photo/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Yes, upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1].body?.getAll('tags')).toEqual([]);
  });

  it('marks for staff a photo hidden from fathers, on its tile and in the viewer, and changes who is pictured', async () => {
    const hidden = makePhoto(2, { tags: ['f2'], consentMissing: true });
    const puts: unknown[] = [];
    galleryApi(staff, {
      'GET /api/groups': groups,
      'GET /api/albums/a1/photos': () => json([PHOTOS[0], hidden, PHOTOS[2]]),
      [`PUT /api/photos/${photoId(2)}/tags`]: (init) => {
        puts.push(JSON.parse(String(init?.body)));
        return json(makePhoto(2, { tags: ['f1'], consentMissing: false }));
      },
    });
    const user = userEvent.setup();
    renderApp('/gallery/a1');
    const grid = within(await screen.findByRole('list', { name: 'Photos' }));
    const marks = await grid.findAllByRole('img', { name: 'Hidden from fathers: photo consent missing' });
    expect(marks).toHaveLength(1);
    expect(marks[0].closest('li')?.querySelector('a')).toHaveAttribute('data-photo-id', photoId(2));

    await user.click(grid.getByRole('link', { name: 'Photo 2 of 3' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Photo 2 of 3' }));
    expect(viewer.getByText('Hidden from fathers: photo consent missing')).toBeInTheDocument();
    expect(await viewer.findByText('Pictured: Luis Garcia')).toBeInTheDocument();

    await user.click(viewer.getByRole('button', { name: 'Edit who is pictured' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Who is pictured' }));
    const picker = dialog.getByRole('combobox', { name: 'Who is pictured' });
    await user.click(picker);
    await user.keyboard('{Backspace}');
    await user.click(await offered(picker, 'Sam Rivera'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Who is pictured saved')).toBeInTheDocument();
    expect(puts).toEqual([['f1']]);
    expect(await viewer.findByText('Pictured: Sam Rivera')).toBeInTheDocument();
    expect(viewer.queryByText('Hidden from fathers: photo consent missing')).not.toBeInTheDocument();
    expect(grid.queryByRole('img', { name: 'Hidden from fathers: photo consent missing' })).not.toBeInTheDocument();
  }, 15_000);

  it('searches every father the staff member can see for an album shared with everyone', async () => {
    const searches: (string | null)[] = [];
    galleryApi(staff, {
      'GET /api/albums/a2': () => json(makeAlbum({ id: 'a2', title: 'Graduation', groupId: null, groupName: null })),
      'GET /api/albums/a2/photos': () => json([]),
      'GET /api/fathers': (_init, url) => {
        searches.push(query(url, 'q'));
        return json([makeFather({ id: 'f7', firstName: 'Omar', lastName: 'Diaz' })]);
      },
    });
    const user = userEvent.setup();
    renderApp('/gallery/a2');
    const picker = await screen.findByRole('combobox', { name: 'Who is pictured' });
    await user.click(picker);
    await user.type(picker, 'Oma');
    expect(await offered(picker, 'Omar Diaz · +15555550100')).toBeInTheDocument();
    await waitFor(() => expect(searches).toContain('Oma'));
  });
});
