// Texts (issue 42), in Spanish on a 360 px phone: Rosa, a case manager, records José's consent
// to texts, which sends him the confirmation carriers require; she texts him from his page and
// sees it delivered; his reply comes into her Texts inbox live. The server talks to a stand-in
// for Twilio on 127.0.0.1 (FM_SMS_URL=twilio+http://…): it checks the account's credentials,
// keeps every text, and reports each one delivered with a status callback signed as Twilio
// signs it, which the server checks.
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, expectPath, expectVisible, registerByApi, tokenOf } from './steps.mjs';

const ACCOUNT_SID = 'AC0123';
const AUTH_TOKEN = 'test-token';
const PROGRAM_NUMBER = '+15550100000';
const FATHER_NUMBER = '+15551234567';
const DIRECTOR_PASSWORD = 'director password 642';
const ROSA_PASSWORD = 'rosa password 918';
const PHONE = { locale: 'es-ES', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const WIDTH = 360;

/**
 * Twilio's request signature: base64 of HMAC-SHA1 keyed with the auth token, over the URL the
 * request is posted to followed by each parameter's name and value, sorted by name.
 */
function twilioSignature(url, params) {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', AUTH_TOKEN)
    .update(url + sorted.map(([name, value]) => name + value).join(''), 'utf8')
    .digest('base64');
}

/** Posts a form to the server as Twilio does: form-encoded, signed for `url`. */
async function postSigned(url, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': twilioSignature(url, params) },
    body: new URLSearchParams(params).toString(),
  });
  const text = await response.text();
  assert.ok(response.ok, `${url} answered ${response.status}: ${text}`);
  return text;
}

/** Waits for `condition()` to give something, asking again every 100 ms. */
async function until(what, condition, timeoutMs = 4 * TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await condition();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Twilio's Messages API on 127.0.0.1: `POST /2010-04-01/Accounts/AC0123/Messages.json` with
 * the account's Basic credentials answers 201 `{sid, status: "queued"}` and keeps the text;
 * then, once `recorded(sid)` says the server has the text's sid (as Twilio's callbacks come
 * after its answer), it posts the signed status callback "delivered" to the text's
 * StatusCallback.
 */
async function startFakeTwilio() {
  const messages = [];
  const failures = [];
  let recorded = async () => true;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
        failures.push(`${request.method} ${request.url}`);
        return void response.writeHead(404).end();
      }
      const credentials = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      if (request.headers.authorization !== credentials) {
        failures.push(`wrong credentials: ${request.headers.authorization}`);
        return void response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":20003,"message":"Authenticate"}');
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const message = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        statusCallback: form.get('StatusCallback'),
      };
      messages.push(message);
      response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sid: message.sid, status: 'queued' }));
      response.on('finish', () => {
        until(`the server to record ${message.sid}`, () => recorded(message.sid))
          .then(() => postSigned(message.statusCallback, { MessageSid: message.sid, MessageStatus: 'delivered' }))
          .catch((error) => failures.push(`status callback of ${message.sid}: ${error.message}`));
      });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    messages,
    failures,
    /** How to tell the server has recorded a text's sid (before its callback is posted). */
    set recorded(check) {
      recorded = check;
    },
    /** The first text `matches`, waiting for it to come. */
    waitForMessage: (what, matches) => until(what, () => messages.find(matches)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** How wide the page is, and the innermost elements that stick out of the phone's 360 px. */
function widthOf(page) {
  return page.evaluate((width) => {
    const doc = globalThis.document;
    const wide = [...doc.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    const deepest = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return {
      scrollWidth: doc.documentElement.scrollWidth,
      culprits: deepest.slice(0, 8).map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(element.getBoundingClientRect().right)} px`),
    };
  }, WIDTH);
}

describe('texts', () => {
  let twilio;
  let stack;
  before(async () => {
    twilio = await startFakeTwilio();
    stack = await startStack({
      env: {
        FM_SMS_URL: `twilio+http://${ACCOUNT_SID}:${AUTH_TOKEN}@127.0.0.1:${twilio.port}?from=%2B15550100000`,
        FM_SMS_RATE: 'unlimited',
      },
    });
  });
  after(async () => {
    await stack?.stop();
    await twilio?.close();
  });

  it('a case manager records his consent, texts him from her phone in Spanish, sees it delivered, and his reply comes in live', async () => {
    const { baseURL } = stack;
    // The webhooks are signed over the server's public address: the harness's FM_PUBLIC_URL.
    assert.equal(stack.server.env.FM_PUBLIC_URL, baseURL);

    // The program: Rosa, a case manager who reads Spanish, and José, in her caseload, whose
    // number was typed as people type it.
    const director = { email: uniqueEmail('director'), password: DIRECTOR_PASSWORD };
    stack.server.createAdmin(director.email, director.password);
    const token = await tokenOf(baseURL, director.email, director.password);
    const rosa = { email: uniqueEmail('rosa'), password: ROSA_PASSWORD };
    const { user } = await registerByApi(baseURL, {
      ...rosa,
      displayName: 'Rosa Méndez',
      firstName: 'Rosa',
      lastName: 'Méndez',
      preferredLanguage: 'es',
    });
    await call(baseURL, token, 'PATCH', `/users/${user.id}`, { isAdmin: true, staffRole: 'staff' });
    const jose = await call(baseURL, token, 'POST', '/fathers', {
      firstName: 'José',
      lastName: 'Ramírez',
      phone: '(555) 123-4567',
      preferredLanguage: 'es',
      caseManagerId: user.id,
    });
    assert.equal(jose.phone, FATHER_NUMBER);
    assert.equal(jose.phoneValid, true);
    const rosaToken = await tokenOf(baseURL, rosa.email, rosa.password);
    twilio.recorded = async (sid) =>
      (await call(baseURL, rosaToken, 'GET', `/fathers/${jose.id}/texts`)).some((text) => text.providerId === sid);

    // Rosa, on her phone, opens José's page: she cannot text him yet, and is told why.
    const page = await stack.newPage(PHONE);
    await page.goto('/signin');
    await page.getByLabel(/^Correo electrónico/).fill(rosa.email);
    await page.getByLabel(/^Contraseña/).fill(rosa.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/');
    await page.goto(`/fathers/${jose.id}`);
    const texts = page.getByRole('region', { name: 'Mensajes de texto' });
    await expectVisible(texts.getByText('Él no ha aceptado recibir mensajes de texto. Registra primero su consentimiento de SMS.'));
    const send = texts.getByRole('button', { name: 'Enviar mensaje' });
    assert.equal(await send.isDisabled(), true);

    // Her way to his consents, where his consent to texts is recorded in two taps.
    await texts.getByRole('link', { name: 'Ir a sus consentimientos' }).tap();
    const consents = page.getByRole('region', { name: 'Consentimiento' });
    await expectVisible(consents);
    await page.waitForFunction(() => globalThis.document.activeElement?.id === 'consents');
    await consents.getByRole('button', { name: 'Registrar consentimiento: Mensajes de texto' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Registrar consentimiento: Mensajes de texto' });
    await confirm.getByRole('button', { name: 'Registrar consentimiento' }).tap();
    await expectVisible(page.getByText('Consentimiento registrado: Mensajes de texto'));

    // The confirmation carriers require goes to his number, in his language, from the program's.
    const confirmation = await twilio.waitForMessage('the confirmation text', (message) => message.body.includes('Msg & data rates may apply'));
    assert.equal(confirmation.to, FATHER_NUMBER);
    assert.equal(confirmation.from, PROGRAM_NUMBER);
    assert.match(confirmation.body, /te enviaremos mensajes/);
    assert.equal(confirmation.statusCallback, `${baseURL}/api/sms/status`);
    const thread = texts.getByRole('list', { name: 'Mensajes de texto con José Ramírez' });
    const confirmationBubble = thread.getByRole('listitem').filter({ hasText: 'Msg & data rates may apply' });
    await expectVisible(confirmationBubble.getByText('Confirmación del consentimiento'));
    await expectVisible(confirmationBubble.getByText('Entregado'));

    // She writes to him: the box says what the text costs as she types, then she sends it.
    const body = 'Hola José, ¿nos vemos el martes a las 6? Está en la biblioteca.';
    const box = texts.getByRole('textbox', { name: 'Mensaje de texto para José Ramírez' });
    await box.fill(body);
    await expectVisible(texts.getByText(`${[...body].length} / 1600 caracteres`));
    await expectVisible(texts.getByText('Unicode (UCS-2): los acentos como la á cuestan más'));
    await expectVisible(texts.getByText('1 segmento'));
    assert.equal(await send.isEnabled(), true);
    await send.tap();
    const sent = thread.getByRole('listitem').filter({ hasText: body });
    await expectVisible(sent.getByText('Rosa Méndez'));
    assert.equal(await box.inputValue(), '');
    const received = await twilio.waitForMessage('her text', (message) => message.body === body);
    assert.equal(received.to, FATHER_NUMBER);
    // Delivered, by the provider's signed callback, shown without a reload.
    await expectVisible(sent.getByText('Entregado'));

    // Nothing on his page is wider than her phone, the thread included.
    await sent.scrollIntoViewIfNeeded();
    const { scrollWidth, culprits } = await widthOf(page);
    assert.ok(scrollWidth <= WIDTH, `the page is ${scrollWidth} px wide:\n  ${culprits.join('\n  ')}`);

    // Her Texts inbox is open when his reply comes: it shows there at once, unread. (The page
    // load opens a new live stream; his reply is sent once it is open, as it would be for her.)
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stream' && response.ok());
    await page.goto('/texts');
    await streamOpen;
    await expectVisible(page.getByRole('heading', { name: 'Mensajes de texto', level: 1 }));
    const inbox = page.getByRole('list', { name: 'Padres' });
    const row = inbox.getByRole('link', { name: /José Ramírez/ });
    await expectVisible(row.getByText(`Rosa Méndez: ${body}`));
    await page.evaluate(() => {
      globalThis.notReloaded = true;
    });
    const twiml = await postSigned(`${baseURL}/api/sms/inbound`, {
      From: FATHER_NUMBER,
      To: PROGRAM_NUMBER,
      Body: 'Ahí estaré',
      MessageSid: 'SMin1',
    });
    assert.match(twiml, /<Response\/>/);
    await expectVisible(row.getByText('Ahí estaré'));
    await expectVisible(row.getByText('1 mensaje de texto sin leer'));
    assert.equal(await page.evaluate(() => globalThis.notReloaded), true);
    const inboxWidth = await widthOf(page);
    assert.ok(inboxWidth.scrollWidth <= WIDTH, `the inbox is ${inboxWidth.scrollWidth} px wide:\n  ${inboxWidth.culprits.join('\n  ')}`);
    // And the navigation counts it.
    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).tap();
    await expectVisible(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mensajes de texto (1 sin leer)' }));
    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).tap();

    // His row opens his texts, and reading them there marks them read.
    await row.tap();
    await expectPath(page, `/fathers/${jose.id}`);
    assert.equal(new URL(page.url()).hash, '#texts');
    await expectVisible(thread.getByRole('listitem').filter({ hasText: 'Ahí estaré' }).getByText('José Ramírez'));
    await until('his texts to be marked read', async () => {
      const rows = await call(baseURL, rosaToken, 'GET', '/texts/inbox');
      return rows.find((each) => each.fatherId === jose.id)?.unread === 0;
    });

    assert.deepEqual(twilio.failures, []);
  });
});
