import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { authAnswer, json, makeUser, mockApi, type Handler } from '@/testing/api';
import { makeGroup } from '@/testing/program';
import { renderApp } from '@/testing/render';
import type { Announcement } from '../api/types';

const staff = makeUser({ id: 'admin', isAdmin: true, displayName: 'Ana Admin' });
const father = makeUser({ id: 'u9', displayName: 'Sam Father' });

function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Picnic on Saturday',
    body: 'Bring the kids.\nMap: https://example.org/map',
    groupId: null,
    groupName: null,
    pinned: false,
    authorId: 'admin',
    authorName: 'Ana Admin',
    createdAt: '2026-11-20T15:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
    unread: false,
    ...overrides,
  };
}

const LIST = [
  makeAnnouncement({ id: 'a2', title: 'Office closed on Thursday', pinned: true }),
  makeAnnouncement({ id: 'a3', title: 'New group starts', groupId: 'g1', groupName: 'Tuesday Evening Dads', unread: true }),
  makeAnnouncement(),
];

function signedInAs(user = father, extra: Record<string, Handler> = {}) {
  return mockApi({ 'POST /api/auth/refresh': () => json(authAnswer(user)), ...extra });
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('announcements', () => {
  it('shows a father the pinned ones marked, the new ones marked, and marks them read once', async () => {
    let unread = 1;
    const { calls } = signedInAs(father, {
      'GET /api/announcements': () => json(LIST),
      'POST /api/announcements/read': () => {
        unread = 0;
        return new Response(null, { status: 204 });
      },
      'GET /api/unread': () => json({ messages: 0, announcements: unread }),
    });
    renderApp('/announcement');
    const list = within(await screen.findByRole('list', { name: 'Announcements' }));
    const cards = list.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Office closed on Thursday',
      'New group starts',
      'Picnic on Saturday',
    ]);
    expect(within(cards[0]).getByText('Pinned')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/For Tuesday Evening Dads/)).toBeInTheDocument();
    expect(within(cards[2]).getByText(/For Everyone · By Ana Admin · Nov 20, 2026/)).toBeInTheDocument();
    expect(within(cards[2]).getByRole('link', { name: 'https://example.org/map' })).toBeInTheDocument();

    await waitFor(() => expect(calls.filter((call) => call.path === '/api/announcements/read')).toHaveLength(1));
    // The badge in the navigation goes away; the marks on this visit stay.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Announcements' })).toBeInTheDocument());
    expect(within(cards[1]).getByText('New')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/announcements/read')).toHaveLength(1);
    // Fathers do not publish, edit or delete.
    expect(screen.queryByRole('form', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('does not mark anything read when nothing is new', async () => {
    const { calls } = signedInAs(father, { 'GET /api/announcements': () => json([makeAnnouncement()]) });
    renderApp('/announcement');
    await screen.findByRole('list', { name: 'Announcements' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.path === '/api/announcements/read')).toBe(false);
  });

  it('loads more, page by page', async () => {
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, index) => makeAnnouncement({ id: `a${offset + index}`, title: `Note ${offset + index}` }));
    signedInAs(father, {
      'GET /api/announcements': (_init, url) => {
        const offset = Number(new URL(url, 'http://localhost').searchParams.get('offset'));
        return json(offset === 0 ? page(0, 20) : page(20, 3));
      },
    });
    const user = userEvent.setup();
    renderApp('/announcement');
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lets staff publish one for a group, pinned and e-mailed', async () => {
    const { calls } = signedInAs(staff, {
      'GET /api/announcements': () => json([]),
      'GET /api/groups': () => json([makeGroup(), makeGroup({ id: 'g2', name: 'Thursday Dads' })]),
      'POST /api/announcements': (init) => json(makeAnnouncement(JSON.parse(String(init?.body)) as Partial<Announcement>), 201),
    });
    const user = userEvent.setup();
    renderApp('/announcement');
    const form = within(await screen.findByRole('form', { name: 'New announcement' }));
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await form.findByText('Title is required.')).toBeInTheDocument();
    expect(form.getByText('Message is required.')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Title/), 'Bring a dish');
    await user.type(form.getByLabelText(/^Message/), 'Potluck after session 4.\nSee https://example.org');
    await waitFor(() => expect(form.getByRole('option', { name: 'Thursday Dads' })).toBeInTheDocument());
    await user.selectOptions(form.getByLabelText(/^Audience/), 'g2');
    await user.click(form.getByLabelText(/^Pin to the top/));
    await user.click(form.getByLabelText(/^Also send by e-mail/));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Announcement published; the e-mails are on their way')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/announcements');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      title: 'Bring a dish',
      body: 'Potluck after session 4.\nSee https://example.org',
      groupId: 'g2',
      pinned: true,
      email: true,
      text: false,
    });
    await waitFor(() => expect(form.getByLabelText(/^Title/)).toHaveValue(''));
  });

  it('lets staff also text it to the fathers who agreed to texts', async () => {
    const { calls } = signedInAs(staff, {
      'GET /api/announcements': () => json([]),
      'GET /api/groups': () => json([makeGroup()]),
      'POST /api/announcements': (init) => json(makeAnnouncement(JSON.parse(String(init?.body)) as Partial<Announcement>), 201),
    });
    const user = userEvent.setup();
    renderApp('/announcement');
    const form = within(await screen.findByRole('form', { name: 'New announcement' }));
    const text = form.getByRole('checkbox', { name: /^Also text it/ });
    expect(text).not.toBeChecked();
    expect(text).toHaveAccessibleDescription('Fathers in the audience who agreed to texts get its title and a link to it by text.');
    await user.type(form.getByLabelText(/^Title/), 'No session Monday');
    await user.type(form.getByLabelText(/^Message/), 'The center is closed.');
    await user.click(text);
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Announcement published; the texts are on their way')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/announcements');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ title: 'No session Monday', email: false, text: true });
  });

  it('lets staff edit and delete one', async () => {
    const { calls } = signedInAs(staff, {
      'GET /api/announcements': () => json([makeAnnouncement()]),
      'GET /api/groups': () => json([makeGroup()]),
      'PATCH /api/announcements/a1': (init) => json(makeAnnouncement(JSON.parse(String(init?.body)) as Partial<Announcement>)),
      'DELETE /api/announcements/a1': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/announcement');
    await user.click(await screen.findByRole('button', { name: 'Edit “Picnic on Saturday”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit announcement' }));
    expect(dialog.queryByLabelText(/^Also send by e-mail/)).not.toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Also text it/)).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText(/^Pin to the top/));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Announcement updated')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ pinned: true });

    await user.click(screen.getByRole('button', { name: 'Delete “Picnic on Saturday”' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete announcement' }));
    await user.click(confirm.getByRole('button', { name: 'Delete announcement' }));
    expect(await screen.findByText('Announcement deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
