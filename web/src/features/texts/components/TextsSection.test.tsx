import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Father } from '@/lib/api/program';
import { resetSessionForTests } from '@/lib/auth/session';
import { apiError, json, makeUser, type Handler } from '@/testing/api';
import { fatherPageApi } from '@/testing/father-page';
import { makeFather } from '@/testing/program';
import { renderApp } from '@/testing/render';
import { makeInboxRow, makeReply, makeText } from '@/testing/texts';
import type { Text } from '../api/types';

const luis = makeUser({ id: 'st1', displayName: 'Luis Staff', isAdmin: true, staffRole: 'staff' });
const luisInSpanish = { ...luis, preferredLanguage: 'es' };
/** Sam, who agreed to texts and whose number can take them. */
const textable = makeFather({ consents: { program: true, dataSharing: false, photo: false, sms: true, email: false } });

/** Sam's page as Luis reads it, with his texts as `texts()` answers them. */
function pageApi({ father = textable, texts = () => [] as Text[], viewer = luis, extra = {} }: {
  father?: Father;
  texts?: () => Text[];
  viewer?: typeof luis;
  extra?: Record<string, Handler>;
} = {}) {
  return fatherPageApi(viewer, [viewer], () => father, {
    'GET /api/fathers/f1/texts': () => json(texts()),
    ...extra,
  });
}

/** What a person types into the box: the browser's `input` event (the app renders with Preact). */
function type(box: HTMLElement, value: string) {
  fireEvent.input(box, { target: { value } });
}

async function textsSection() {
  return within(await screen.findByRole('region', { name: 'Texts' }));
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the compose box', () => {
  it('says while typing how many characters, which alphabet and how many segments', async () => {
    pageApi();
    renderApp('/fathers/f1');
    const section = await textsSection();
    const box = await section.findByRole('textbox', { name: 'Text to Sam Rivera' });
    const send = section.getByRole('button', { name: 'Send text' });
    expect(send).toBeDisabled();
    expect(section.getByText('0 / 1600 characters')).toBeInTheDocument();

    type(box, 'See you Tuesday, ñ and é are fine');
    expect(section.getByText('33 / 1600 characters')).toBeInTheDocument();
    expect(section.getByText('Standard (GSM-7)')).toBeInTheDocument();
    expect(section.getByText('1 segment')).toBeInTheDocument();
    expect(send).toBeEnabled();
    // Read out with the box.
    expect(box).toHaveAccessibleDescription('33 / 1600 characters · Standard (GSM-7) · 1 segment');

    type(box, 'Mañana a las 6 en la biblioteca, ¿vienes? Está cerca.');
    expect(section.getByText('Unicode (UCS-2): accents like á cost more')).toBeInTheDocument();
    expect(section.getByText('1 segment')).toBeInTheDocument();

    type(box, 'a'.repeat(161));
    expect(section.getByText('161 / 1600 characters')).toBeInTheDocument();
    expect(section.getByText('2 segments')).toBeInTheDocument();

    type(box, 'á'.repeat(1601));
    expect(section.getByText('A text holds at most 1600 characters.')).toBeInTheDocument();
    expect(section.getByText('24 segments')).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('sends the text, which shows at once as waiting to send, and empties the box', async () => {
    let texts: Text[] = [];
    const posted: unknown[] = [];
    pageApi({
      texts: () => texts,
      extra: {
        'POST /api/fathers/f1/texts': (init) => {
          posted.push(JSON.parse(String(init?.body)));
          texts = [makeText({ id: '0190-t009', body: 'See you Tuesday', status: 'queued', providerId: null })];
          return json(texts[0], 202);
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = await textsSection();
    expect(await section.findByText('No texts yet.')).toBeInTheDocument();
    const box = section.getByRole('textbox', { name: 'Text to Sam Rivera' });
    type(box, '  See you Tuesday ');
    await user.click(section.getByRole('button', { name: 'Send text' }));

    const thread = within(await section.findByRole('list', { name: 'Texts with Sam Rivera' }));
    expect(thread.getByText('See you Tuesday')).toBeInTheDocument();
    expect(thread.getByText('Waiting to send')).toBeInTheDocument();
    expect(thread.getByText('Luis Staff')).toBeInTheDocument();
    expect(posted).toEqual([{ body: 'See you Tuesday' }]);
    expect(box).toHaveValue('');
  });

  it('cannot send without his sms consent, says why, and leads to his consents', async () => {
    pageApi({ father: makeFather() });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = await textsSection();
    expect(section.getByText('He has not agreed to texts. Record his sms consent first.')).toBeInTheDocument();
    type(section.getByRole('textbox', { name: 'Text to Sam Rivera' }), 'Hello');
    const send = section.getByRole('button', { name: 'Send text' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/He has not agreed to texts/);

    const toConsents = section.getByRole('link', { name: 'Go to his consents' });
    expect(toConsents).toHaveAttribute('href', '#consents');
    await user.click(toConsents);
    expect(await screen.findByRole('region', { name: 'Consent' })).toHaveFocus();
  });

  it('cannot send to a number that is not valid, or to none, and says how to put it right', async () => {
    const invalid = { ...textable, phone: '555-01', phoneValid: false };
    pageApi({ father: invalid });
    const { unmount } = renderApp('/fathers/f1');
    const section = await textsSection();
    expect(section.getByText('His number is not valid: texts cannot reach it. Correct it first.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Correct his number' })).toHaveAttribute('href', '/fathers/edit/f1');
    expect(section.getByRole('button', { name: 'Send text' })).toBeDisabled();
    // His contact details say it too, beside the number as it was kept.
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByText('555-01')).toBeInTheDocument();
    expect(contact.getByText(/Not a valid number: texts cannot reach it\./)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Correct it.' })).toHaveAttribute('href', '/fathers/edit/f1');
    unmount();

    vi.unstubAllGlobals();
    resetSessionForTests();
    pageApi({ father: { ...textable, phone: '', phoneValid: false } });
    renderApp('/fathers/f1');
    const none = await textsSection();
    expect(none.getByText('He has no phone number. Add one to text him.')).toBeInTheDocument();
    expect(none.getByRole('link', { name: 'Add his number' })).toHaveAttribute('href', '/fathers/edit/f1');
    expect(screen.queryByText(/Not a valid number/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, in the reader’s language, and keeps the text', async () => {
    pageApi({
      viewer: luisInSpanish,
      extra: {
        'POST /api/fathers/f1/texts': () => apiError(409, 'aborted', 'textNoConsent'),
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Mensajes de texto' }));
    const box = await section.findByRole('textbox', { name: 'Mensaje de texto para Sam Rivera' });
    type(box, 'Hola Sam');
    expect(section.getByText('Estándar (GSM-7)')).toBeInTheDocument();
    expect(section.getByText('1 segmento')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText('Él no ha aceptado recibir mensajes de texto: registra primero su consentimiento de SMS.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hola Sam');
  });

  it('puts the server’s word about the text itself under the box', async () => {
    pageApi({
      extra: {
        'POST /api/fathers/f1/texts': () =>
          apiError(400, 'invalid-argument', 'invalidForm', { body: 'textBodyRequired' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = await textsSection();
    type(await section.findByRole('textbox', { name: 'Text to Sam Rivera' }), ' x ');
    await user.click(section.getByRole('button', { name: 'Send text' }));
    expect(await section.findByText('Write the text first.')).toBeInTheDocument();
  });
});

describe('his thread', () => {
  const thread = [
    // Newest first, as the API answers.
    makeReply({ id: '0190-t007', body: 'Ahí estaré', createdAt: '2026-03-02T16:00:00.000Z' }),
    makeText({ id: '0190-t006', body: 'Reply 1 yes, 2 no, 3 late', kind: 'reminder', sentBy: null, sentByName: null, status: 'sent' }),
    makeText({ id: '0190-t005', body: 'Room changed', status: 'undelivered', errorCode: '30003' }),
    makeText({ id: '0190-t004', body: 'Are you coming?', status: 'failed', errorCode: '21610' }),
    makeText({ id: '0190-t003', body: 'Session moved', kind: 'announcement', sentBy: null, sentByName: null, status: 'failed', errorCode: 'withdrawn' }),
    makeText({ id: '0190-t002', body: 'Hello Sam', status: 'queued', providerId: null }),
    makeText({ id: '0190-t001', body: 'Fatherhood Matters: you will get texts', kind: 'confirmation', sentBy: null, sentByName: null, createdAt: '2026-03-01T15:00:00.000Z' }),
  ];

  it('shows his texts oldest first, each of the program’s with who wrote it and where it got to', async () => {
    pageApi({ texts: () => thread });
    renderApp('/fathers/f1');
    const section = await textsSection();
    const list = within(await section.findByRole('list', { name: 'Texts with Sam Rivera' }));
    const items = list.getAllByRole('listitem').filter((item) => item.hasAttribute('data-text-id'));
    expect(items.map((item) => item.getAttribute('data-text-id'))).toEqual([
      '0190-t001',
      '0190-t002',
      '0190-t003',
      '0190-t004',
      '0190-t005',
      '0190-t006',
      '0190-t007',
    ]);
    const said = (index: number) => within(items[index]);
    expect(said(0).getByText('Consent confirmation')).toBeInTheDocument();
    expect(said(0).getByText('Delivered')).toBeInTheDocument();
    expect(said(1).getByText('Luis Staff')).toBeInTheDocument();
    expect(said(1).getByText('Waiting to send')).toBeInTheDocument();
    expect(said(2).getByText('Announcement')).toBeInTheDocument();
    expect(said(2).getByText('Not sent: the announcement was deleted')).toBeInTheDocument();
    expect(said(3).getByText('Not sent: his number opted out of texts (he replied STOP, or told his carrier)')).toBeInTheDocument();
    expect(said(4).getByText('Not delivered: error 30003')).toBeInTheDocument();
    expect(said(5).getByText('Reminder')).toBeInTheDocument();
    expect(said(5).getByText('Sent')).toBeInTheDocument();
    // His own: his name, and no state.
    expect(said(6).getByText('Sam Rivera')).toBeInTheDocument();
    expect(said(6).getByText('Ahí estaré')).toBeInTheDocument();
    expect(items[6].querySelector('[data-text-state]')).toBeNull();
    // The program's on the right, his on the left.
    expect(items[5].getAttribute('style')).toContain('flex-end');
    expect(items[6].getAttribute('style')).toContain('flex-start');
  });

  it('loads older texts with the oldest one shown as `before`', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      makeText({ id: `0190-t${String(200 - index).padStart(3, '0')}`, body: `Text ${200 - index}` }),
    );
    const { calls } = pageApi({
      texts: () => page,
      extra: {
        'GET /api/fathers/f1/texts': (_init, url) =>
          json(new URL(url, 'http://localhost').searchParams.get('before') ? [makeText({ id: '0190-t100', body: 'The oldest' })] : page),
      },
    });
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const section = await textsSection();
    await user.click(await section.findByRole('button', { name: 'Load older texts' }));
    expect(await section.findByText('The oldest')).toBeInTheDocument();
    const older = calls.find((call) => call.path === '/api/fathers/f1/texts' && call.url.includes('before='));
    expect(new URL(older!.url, 'http://localhost').searchParams.get('before')).toBe('0190-t151');
    expect(section.queryByRole('button', { name: 'Load older texts' })).not.toBeInTheDocument();
  });

  it('marks what he sent read once it is shown, and the navigation’s count drops', async () => {
    let unread = 2;
    const { calls } = pageApi({
      texts: () => thread,
      extra: {
        'GET /api/texts/inbox': () => json([makeInboxRow({ unread, last: thread[0] })]),
        'POST /api/fathers/f1/texts/read': () => {
          unread = 0;
          return new Response(null, { status: 204 });
        },
      },
    });
    renderApp('/fathers/f1');
    await textsSection();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/fathers/f1/texts/read')).toHaveLength(1));
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Texts' })).toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/fathers/f1/texts/read')).toHaveLength(1);
  });

  it('does not mark anything read when nothing of his is unread', async () => {
    const { calls } = pageApi({ texts: () => thread });
    renderApp('/fathers/f1');
    const section = await textsSection();
    expect(await section.findByText('Ahí estaré')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/texts/inbox')).toBe(true));
    expect(calls.some((call) => call.path === '/api/fathers/f1/texts/read')).toBe(false);
  });

  it('says each state in Spanish', async () => {
    pageApi({ viewer: luisInSpanish, texts: () => thread });
    renderApp('/fathers/f1');
    const section = within(await screen.findByRole('region', { name: 'Mensajes de texto' }));
    const list = within(await section.findByRole('list', { name: 'Mensajes de texto con Sam Rivera' }));
    expect(list.getByText('Entregado')).toBeInTheDocument();
    expect(list.getByText('Esperando para enviarse')).toBeInTheDocument();
    expect(list.getByText('No entregado: error 30003')).toBeInTheDocument();
    expect(list.getByText('Recordatorio')).toBeInTheDocument();
  });
});

describe('his texts on his page', () => {
  it('tell him when his own number cannot take texts, with a way to correct it', async () => {
    const sam = makeUser({ id: 'u-sam' });
    fatherPageApi(sam, [luis], () => makeFather({ userId: 'u-sam', phone: '555-01', phoneValid: false }));
    const user = userEvent.setup();
    renderApp('/fathers/f1');
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByText(/Not a valid number: texts cannot reach it\./)).toBeInTheDocument();
    await user.click(contact.getByRole('button', { name: 'Correct it.' }));
    expect(await screen.findByRole('dialog', { name: 'My contact details' })).toBeInTheDocument();
  });

  it('are for staff only: a father reading his own record sees none, and nothing is asked for', async () => {
    const sam = makeUser({ id: 'u-sam' });
    const { calls } = fatherPageApi(sam, [luis], () => makeFather({ userId: 'u-sam' }), {
      'GET /api/me/father': () => json(makeFather({ userId: 'u-sam' })),
    });
    renderApp('/fathers/f1');
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Texts' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/texts'))).toBe(false);
  });
});
