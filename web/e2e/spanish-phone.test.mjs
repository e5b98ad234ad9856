// The father on a phone, in Spanish (issue 41): José, whose 360 px phone speaks Spanish, opens
// each of his pages. None of them scrolls sideways, and none says a word of English: not in
// what he reads, nor in what his screen reader says (labels, titles, placeholders).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, startStack, uniqueEmail } from './harness.mjs';
import { call, day, expectPath, expectVisible, registerByApi, uploadPhoto } from './steps.mjs';

const ADMIN_PASSWORD = 'admin password 413';
const FATHER_PASSWORD = 'father password 374';
const PHONE = { locale: 'es-ES', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const WIDTH = 360;
const MINUTE = 60_000;

/**
 * English a Spanish page must not show: the kit's and the app's own words (buttons, states,
 * navigation), times of day with AM/PM and English dates. Words that are also Spanish ("No",
 * "Total") are left out; names (NAMES) are not English.
 */
const ENGLISH = [
  /\b(the|your|you|and|of|with|this)\b/i,
  /\b(Toggle|Loading|Sign (in|out)|Save|Cancel|Close|Delete|Edit|Open|Show|Hide|Send|Retry|Try again)\b/i,
  /\b(Home|Next|Previous|Back|Today|Month|Week|List|All day|Everyone|Never)\b/i,
  /\b(Messages?|Announcements?|Calendar|Gallery|Profile|Progress|Attendance|Sessions?|Events?|Photos?|Groups?|Unread|Password)\b/i,
  /\d{1,2}:\d{2}\s?(AM|PM|am|pm)\b/,
  /\b(AM|PM)\b/,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/,
];

/** Names, in any language: the program's, and the calendar apps a feed is added to. */
const NAMES = /Fatherhood Matters|Google Calendar/g;

/** Waits until the page has shown its content: a heading, and no spinner or placeholder left. */
async function settle(page) {
  await expectVisible(page.locator('h1'));
  await page.waitForFunction(
    () => !globalThis.document.querySelector('.mantine-Loader-root, [aria-busy="true"], .mantine-Skeleton-root[data-visible]'),
    undefined,
    { timeout: 3 * TIMEOUT_MS },
  );
}

/** How wide the page is, and the innermost elements that stick out of the phone's 360 px. */
function widthOf(page) {
  return page.evaluate((width) => {
    const doc = globalThis.document;
    const named = (element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.innerText ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${Math.round(element.getBoundingClientRect().right)} px "${text}"`;
    };
    const wide = [...doc.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    const deepest = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return { scrollWidth: doc.documentElement.scrollWidth, culprits: deepest.slice(0, 8).map(named) };
  }, WIDTH);
}

/** The English found on the page: in its text, and in its labels, titles and placeholders. */
async function englishOn(page) {
  const texts = await page.evaluate(() => {
    const doc = globalThis.document;
    const attributes = [...doc.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)).filter(Boolean),
    );
    return [doc.title, doc.body.innerText, ...attributes];
  });
  const found = new Set();
  for (const text of texts.map((each) => each.replace(NAMES, ''))) {
    for (const pattern of ENGLISH) {
      const match = pattern.exec(text);
      if (match) found.add(`"${match[0]}" in "${text.slice(Math.max(0, match.index - 30), match.index + 40).replace(/\s+/g, ' ')}"`);
    }
  }
  return [...found];
}

/**
 * José's program, all in Spanish: his record in a group, sessions held and attended, one coming
 * in a few minutes that he has checked in to, one that runs past midnight, an event, a pinned
 * announcement, an album with a photo and an empty one, a milestone and messages both ways (one
 * with a long address in it).
 */
async function seed(stack) {
  const { baseURL } = stack;
  const adminEmail = uniqueEmail('coordinadora');
  stack.server.createAdmin(adminEmail, ADMIN_PASSWORD);
  const token = (await call(baseURL, '', 'POST', '/auth/signin', { email: adminEmail, password: ADMIN_PASSWORD })).accessToken;
  await call(baseURL, token, 'PATCH', '/me', { displayName: 'Coordinadora Ana', preferredLanguage: 'es' });

  const email = uniqueEmail('jose');
  const { user } = await registerByApi(baseURL, {
    email,
    password: FATHER_PASSWORD,
    displayName: 'José',
    firstName: 'José',
    lastName: 'Ramírez Castañeda',
    preferredLanguage: 'es',
  });
  const father = await call(baseURL, token, 'POST', '/fathers', {
    firstName: 'José',
    lastName: 'Ramírez Castañeda',
    email,
    phone: '512-555-0100',
    userId: user.id,
  });
  const group = await call(baseURL, token, 'POST', '/groups', { name: 'Papás del martes', description: 'Los martes por la tarde en la biblioteca.' });
  await call(baseURL, token, 'POST', `/groups/${group.id}/members`, { fatherId: father.id, joinedAt: `${day(-20)}T00:00:00Z` });
  const cycle = await call(baseURL, token, 'POST', '/cycles', { title: 'Primavera', groupId: group.id, startDate: day(-14), endDate: day(30) });
  for (const [title, days] of [
    ['Presupuesto en familia', -7],
    ['Crianza compartida', -3],
  ]) {
    const held = await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
      title,
      location: 'Biblioteca central',
      startsAt: `${day(days)}T18:00:00Z`,
      endsAt: `${day(days)}T19:30:00Z`,
    });
    await call(baseURL, token, 'PUT', `/sessions/${held.id}/attendance`, [{ fatherId: father.id, status: 'present' }]);
    await call(baseURL, token, 'PATCH', `/sessions/${held.id}`, { status: 'completed' });
  }
  // His next session starts in 20 minutes: he has checked in already, with the facilitator's code.
  const startsAt = new Date(Date.now() + 20 * MINUTE);
  const next = await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
    title: 'Manejo del enojo',
    location: 'Biblioteca central',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 90 * MINUTE).toISOString(),
  });
  const { code } = await call(baseURL, token, 'POST', `/sessions/${next.id}/check-in-code`);
  const fatherToken = (await call(baseURL, '', 'POST', '/auth/signin', { email, password: FATHER_PASSWORD })).accessToken;
  await call(baseURL, fatherToken, 'POST', '/check-in', { code });
  // A night session, from 23:00 to 00:30 (UTC, the browser's zone here).
  await call(baseURL, token, 'POST', `/cycles/${cycle.id}/sessions`, {
    title: 'Noche de padres',
    startsAt: `${day(1)}T23:00:00Z`,
    endsAt: `${day(2)}T00:30:00Z`,
  });

  const event = await call(baseURL, token, 'POST', '/events', {
    title: 'Día de campo familiar',
    description: 'Traigan a los niños. Detalles en https://example.org/dia-de-campo-familiar-en-el-parque-zilker',
    startsAt: `${day(2)}T17:00:00Z`,
    endsAt: `${day(2)}T20:00:00Z`,
    allDay: false,
    location: 'Parque Zilker',
    groupId: group.id,
  });
  await call(baseURL, token, 'POST', '/announcements', {
    title: 'Bienvenidos al ciclo de primavera',
    body: 'Nos reunimos los martes.\nIndicaciones en https://example.org/indicaciones-para-llegar-a-la-biblioteca-central',
    pinned: true,
  });
  await call(baseURL, token, 'POST', '/announcements', { title: 'Día de campo el sábado', body: 'Traigan una silla.', groupId: group.id });
  const album = await call(baseURL, token, 'POST', '/albums', { title: 'Día de campo en el lago', description: 'Nuestro primer día de campo.', groupId: null });
  await uploadPhoto(baseURL, token, album.id, 'En el lago', 'lago.png');
  // No photo in it yet: no empty card for him.
  await call(baseURL, token, 'POST', '/albums', { title: 'Graduación', groupId: group.id });
  await call(baseURL, token, 'POST', '/milestones', { fatherId: father.id, title: 'Consiguió trabajo', kind: 'employment', note: 'Almacén, tiempo completo' });

  const direct = await call(baseURL, token, 'POST', '/conversations', { userId: user.id });
  await call(baseURL, token, 'POST', `/conversations/${direct.id}/messages`, {
    body: 'Hola José, ¿nos vemos el martes? El formulario está en https://example.org/formularios/inscripcion-de-padres-primavera-2026',
  });
  await call(baseURL, fatherToken, 'POST', `/conversations/${direct.id}/messages`, { body: 'Sí, ahí estaré.' });

  return { email, father, group, cycle, next, event, album, direct };
}

describe('the father on a phone, in Spanish', () => {
  let stack;
  let jose;
  before(async () => {
    stack = await startStack();
    jose = await seed(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  it('José opens each of his pages on a 360 px phone: none scrolls sideways, none speaks English', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/signin');
    await page.getByLabel(/^Correo electrónico/).fill(jose.email);
    await page.getByLabel(/^Contraseña/).fill(FATHER_PASSWORD);
    const failures = [];
    // Even the sign-in page: its password field's show/hide button is named in Spanish.
    const signInEnglish = await englishOn(page);
    if (signInEnglish.length > 0) failures.push(`iniciar sesión (/signin) shows English:\n    ${signInEnglish.join('\n    ')}`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/');

    const { father, group, cycle, next, event, album, direct } = jose;
    const pages = [
      {
        name: 'inicio',
        path: '/',
        // He checked in: home says so instead of asking whether he will come.
        shows: (p) => p.getByTestId('next-item').getByText('Tu llegada quedó registrada'),
        hides: (p) => p.getByText('¿Vas a venir?'),
      },
      { name: 'mi progreso', path: '/fathers/me', shows: (p) => p.getByText(/^Se unió el \d{1,2} [a-z]{3} \d{4}$/) },
      { name: 'mi carta de asistencia', path: '/fathers/me/attendance-letter', shows: (p) => p.getByText('Crianza compartida') },
      { name: 'panel', path: '/dashboard', shows: (p) => p.locator('h1') },
      { name: 'calendario', path: '/calendar?view=listMonth', shows: (p) => p.getByRole('button', { name: 'Agenda', pressed: true }) },
      { name: 'evento', path: `/calendar/${event.id}`, shows: (p) => p.getByText('Parque Zilker') },
      { name: 'mi grupo', path: `/fathers-group/${group.id}`, shows: (p) => p.getByRole('heading', { name: 'Papás del martes', level: 1 }) },
      { name: 'talleres', path: '/workshops', shows: (p) => p.locator('h1') },
      { name: 'ciclo', path: `/cycles/${cycle.id}`, shows: (p) => p.getByRole('heading', { name: 'Primavera', level: 1 }) },
      { name: 'sesión', path: `/cycles/${cycle.id}/sessions/${next.id}`, shows: (p) => p.getByRole('heading', { name: 'Manejo del enojo', level: 1 }) },
      { name: 'registrar llegada', path: '/check-in', shows: (p) => p.getByRole('heading', { name: 'Registrar llegada', level: 1 }) },
      { name: 'logros', path: '/milestones', shows: (p) => p.getByText('Consiguió trabajo') },
      { name: 'conversaciones', path: '/messages', shows: (p) => p.locator('h1') },
      { name: 'mensajes', path: `/messages/${direct.id}`, shows: (p) => p.getByText('Sí, ahí estaré.') },
      { name: 'anuncios', path: '/announcement', shows: (p) => p.getByText('Día de campo el sábado') },
      // The album without a photo is no empty card.
      { name: 'galería', path: '/gallery', shows: (p) => p.getByText('Día de campo en el lago'), hides: (p) => p.getByText('Graduación') },
      { name: 'álbum', path: `/gallery/${album.id}`, shows: (p) => p.getByRole('list', { name: 'Fotos' }) },
      { name: 'perfil', path: '/profile', shows: (p) => p.getByRole('form', { name: 'Cambiar contraseña' }) },
      { name: 'mis datos', path: `/fathers/${father.id}/data`, shows: (p) => p.locator('h1') },
    ];
    for (const { name, path, shows, hides } of pages) {
      await page.goto(path);
      try {
        await settle(page);
        await expectVisible(shows(page));
        if (hides) assert.equal(await hides(page).count(), 0, 'shows what it should not');
      } catch (error) {
        failures.push(`${name} (${path}) did not show what it should: ${error.message.split('\n')[0]}`);
      }
      const { scrollWidth, culprits } = await widthOf(page);
      if (scrollWidth > WIDTH) failures.push(`${name} (${path}) is ${scrollWidth} px wide; sticking out:\n    ${culprits.join('\n    ')}`);
      const english = await englishOn(page);
      if (english.length > 0) failures.push(`${name} (${path}) shows English:\n    ${english.join('\n    ')}`);
    }
    assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
  });

  it('his home’s quick links are tappable over the whole card, and a night session is one row of his calendar', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/signin');
    await page.getByLabel(/^Correo electrónico/).fill(jose.email);
    await page.getByLabel(/^Contraseña/).fill(FATHER_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/');

    // A tap near a card's corner, far from its words, opens it.
    const link = page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Calendario' });
    await expectVisible(link);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    await page.touchscreen.tap(box.x + box.width - 4, box.y + box.height - 4);
    await expectPath(page, '/calendar');

    // The night's month (tomorrow may be next month's first day).
    await page.goto(`/calendar?view=listMonth&date=${day(1)}`);
    const night = page.locator('.fm-list-event').filter({ hasText: 'Noche de padres' });
    await expectVisible(night);
    assert.equal(await night.count(), 1, 'the night session is one row');
    // Its times in full, on 24 hours: it does not end at midnight.
    await expectVisible(night.getByText('23:00 – 0:30'));
  });
});
