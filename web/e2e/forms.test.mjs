// Intake, screening and assessment forms (issue 44): a director builds and publishes a screening
// in the browser; a case manager fills it in for a father on her phone, and the answer that
// raises its flag becomes her follow-up and, on his page, the protocol with its referral made in
// one tap; a Spanish-speaking father fills in the fathering survey himself on his phone; and the
// funder report shows the survey's change from before to after.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIMEOUT_MS, uniqueEmail } from './harness.mjs';
import { call, day, expectPath, expectVisible, registerByApi, signIn, stackWithDirector } from './steps.mjs';

const DIRECTOR_PASSWORD = 'director password 481';
const STAFF_PASSWORD = 'case manager password 629';
const FATHER_PASSWORD = 'father password 357';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** The sample self-service fathering survey every installation starts with (an assessment: before and after). */
const SURVEY_ID = '00000000-0000-7000-8000-00000000f003';

const FORM_NAME = 'Family safety screening';
const PROTOCOL = 'Talk with him privately today and offer the domestic violence partner’s help.';
const QUESTION = 'How often do arguments at home get out of hand?';

/** A part of the builder (`Question 1`, `Flag 1`, `Condition 1`) by its legend or name. */
function part(page, name) {
  return page.getByRole('group', { name, exact: true });
}

describe('intake, screening and assessment forms', () => {
  let stack;
  let director;
  let token;
  let carla;
  let marcus;
  let diego;
  let formId;
  before(async () => {
    ({ stack, director, token } = await stackWithDirector(DIRECTOR_PASSWORD));
    const { baseURL } = stack;
    // Carla is a case manager (staff, not a director); Marcus is in her caseload.
    carla = { email: uniqueEmail('carla'), password: STAFF_PASSWORD };
    const { user } = await registerByApi(baseURL, { ...carla, displayName: 'Carla Case', firstName: 'Carla', lastName: 'Case' });
    await call(baseURL, token, 'PATCH', `/users/${user.id}`, { isAdmin: true, staffRole: 'staff' });
    carla.id = user.id;
    marcus = await call(baseURL, token, 'POST', '/fathers', { firstName: 'Marcus', lastName: 'Reed', caseManagerId: carla.id });
    // Diego speaks Spanish; his account is linked to his record.
    diego = { email: uniqueEmail('diego'), password: FATHER_PASSWORD };
    const account = await registerByApi(baseURL, {
      ...diego,
      displayName: 'Diego',
      firstName: 'Diego',
      lastName: 'Morales',
      preferredLanguage: 'es',
    });
    diego.token = account.accessToken;
    diego.record = await call(baseURL, token, 'POST', '/fathers', {
      firstName: 'Diego',
      lastName: 'Morales',
      email: diego.email,
      preferredLanguage: 'es',
      userId: account.user.id,
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('a director builds a two-section screening with a scale and an alerting flag, and publishes it', async () => {
    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    await page.goto('/forms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Forms' }));
    await page.getByRole('link', { name: 'New form' }).click();
    await expectPath(page, '/forms/new');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New form' }));

    // The form: its name in both languages, a screening.
    const general = page.getByRole('region', { name: 'The form', exact: true });
    await general.getByRole('textbox', { name: 'Name (English)' }).fill(FORM_NAME);
    await general.getByRole('textbox', { name: 'Name (Spanish)' }).fill('Evaluación de seguridad familiar');
    await general.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Screening' });

    // Two sections.
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByRole('button', { name: 'Add a section' }).click();
    const home = part(page, 'Section 1');
    await home.getByRole('textbox', { name: 'Key', exact: true }).fill('home');
    await home.getByRole('textbox', { name: 'Heading (English)' }).fill('At home');
    await home.getByRole('textbox', { name: 'Heading (Spanish)' }).fill('En casa');
    const help = part(page, 'Section 2');
    await help.getByRole('textbox', { name: 'Key', exact: true }).fill('help');
    await help.getByRole('textbox', { name: 'Heading (English)' }).fill('Getting help');
    await help.getByRole('textbox', { name: 'Heading (Spanish)' }).fill('Pedir ayuda');

    // A required scale under the first, a yes-or-no under the second.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const conflict = part(page, 'Question 1');
    await conflict.getByRole('textbox', { name: 'Key', exact: true }).fill('conflict');
    await conflict.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: 'At home' });
    await conflict.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Scale' });
    assert.equal(await conflict.getByRole('textbox', { name: 'Least answer' }).inputValue(), '1');
    assert.equal(await conflict.getByRole('textbox', { name: 'Greatest answer' }).inputValue(), '5');
    await conflict.getByRole('textbox', { name: 'Question (English)' }).fill(QUESTION);
    await conflict.getByRole('textbox', { name: 'Question (Spanish)' }).fill('¿Con qué frecuencia se salen de control las discusiones en casa?');
    await conflict.getByRole('checkbox', { name: 'Required', exact: true }).check();

    await page.getByRole('button', { name: 'Add a question' }).click();
    const talk = part(page, 'Question 2');
    await talk.getByRole('textbox', { name: 'Key', exact: true }).fill('someone-to-talk-to');
    await talk.getByRole('combobox', { name: 'Section', exact: true }).selectOption({ label: 'Getting help' });
    await talk.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Yes or no' });
    await talk.getByRole('textbox', { name: 'Question (English)' }).fill('Do you have someone to talk to?');
    await talk.getByRole('textbox', { name: 'Question (Spanish)' }).fill('¿Tiene a alguien con quien hablar?');

    // The flag: raised by a 4 or a 5 on the scale, alerting his case manager, calling for a
    // domestic-violence referral.
    await page.getByRole('button', { name: 'Add a flag' }).click();
    const flag = part(page, 'Flag 1');
    await flag.getByRole('textbox', { name: 'Key', exact: true }).fill('conflict-at-home');
    await flag.getByRole('textbox', { name: 'Flag (English)' }).fill('Conflict at home');
    await flag.getByRole('textbox', { name: 'Flag (Spanish)' }).fill('Conflicto en casa');
    await flag.getByRole('checkbox', { name: /^Alert/ }).check();
    await flag.getByRole('combobox', { name: 'Referral the protocol calls for' }).selectOption({ label: 'Domestic violence' });
    const condition = part(page, 'Condition 1');
    await condition.getByRole('combobox', { name: 'Question', exact: true }).selectOption({ label: `conflict: ${QUESTION}` });
    await condition.getByRole('checkbox', { name: '4', exact: true }).check();
    await condition.getByRole('checkbox', { name: '5', exact: true }).check();

    // What staff do when it is raised.
    const protocol = page.getByRole('region', { name: 'Protocol', exact: true });
    await protocol.getByRole('textbox', { name: 'Protocol (English)' }).fill(PROTOCOL);
    await protocol.getByRole('textbox', { name: 'Protocol (Spanish)' }).fill('Hable hoy con él en privado y ofrézcale la ayuda de la organización aliada.');

    // The preview shows both sections as a phone does.
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expectVisible(preview.getByRole('heading', { name: 'At home' }));
    await expectVisible(preview.getByRole('heading', { name: 'Getting help' }));
    const scale = preview.getByRole('radiogroup', { name: QUESTION });
    await expectVisible(scale);
    assert.equal(await scale.getByRole('radio').count(), 5);

    await page.getByRole('button', { name: 'Create draft' }).click();
    await expectVisible(page.getByText('Draft created.'));
    await page.waitForURL((url) => /^\/forms\/[^/]+\/edit$/.test(url.pathname), { timeout: TIMEOUT_MS });
    formId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    await expectVisible(page.getByText('Version 1'));

    // Published, after being asked.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Publish version 1 of ${FORM_NAME}?` });
    await expectVisible(dialog.getByText(/A published version never changes again/));
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectVisible(page.getByText('Version 1 published.'));
    await expectPath(page, '/forms');
    const row = page.getByRole('listitem', { name: FORM_NAME, exact: true });
    await expectVisible(row.getByText('Published', { exact: true }));
    await expectVisible(row.getByText('Screening', { exact: true }));

    // What the server keeps: two sections, the scale, and the alerting flag with its referral.
    const stored = await call(stack.baseURL, token, 'GET', `/forms/${formId}`);
    assert.equal(stored.status, 'published');
    assert.equal(stored.kind, 'screening');
    assert.deepEqual(stored.sections.map((s) => s.key), ['home', 'help']);
    assert.deepEqual(
      stored.fields.map((f) => [f.key, f.section, f.type]),
      [
        ['conflict', 'home', 'scale'],
        ['someone-to-talk-to', 'help', 'yesno'],
      ],
    );
    assert.deepEqual(
      stored.flags.map((f) => ({ key: f.key, alert: f.alert, referral: f.referral, when: f.when })),
      [{ key: 'conflict-at-home', alert: true, referral: 'domestic-violence', when: [{ field: 'conflict', in: [4, 5] }] }],
    );
    assert.equal(stored.protocol.en, PROTOCOL);
  });

  it('his case manager fills it in for him on her phone, with an answer that raises the flag', async () => {
    assert.ok(formId, 'the screening was published');
    const page = await stack.newPage(PHONE);
    await signIn(page, carla);
    await expectPath(page, '/');
    await page.goto(`/fathers/${marcus.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /Marcus Reed/ }));
    const forms = page.getByRole('region', { name: 'Forms', exact: true });
    await expectVisible(forms.getByText('No forms filled in yet.'));
    await forms.getByRole('button', { name: 'Fill in a form' }).tap();

    const choose = page.getByRole('dialog', { name: 'Fill in a form' });
    await choose.getByRole('combobox', { name: 'Form', exact: true }).selectOption({ label: FORM_NAME });
    await choose.getByRole('button', { name: 'Start' }).tap();

    const dialog = page.getByRole('dialog', { name: FORM_NAME });
    const form = dialog.getByRole('form', { name: FORM_NAME });
    await expectVisible(form.getByRole('heading', { name: 'At home' }));
    await expectVisible(form.getByRole('heading', { name: 'Getting help' }));
    await form.getByRole('radiogroup', { name: QUESTION }).getByRole('radio', { name: '5', exact: true }).check();
    await form.getByRole('radiogroup', { name: 'Do you have someone to talk to?' }).getByRole('radio', { name: 'No', exact: true }).check();
    // The phone shows it all within its width.
    assert.ok(
      (await page.evaluate(() => globalThis.document.documentElement.scrollWidth)) <= 360,
      'the form scrolls sideways on a 360 px phone',
    );
    await form.getByRole('button', { name: 'Save answers' }).tap();
    await expectVisible(page.getByText('Answers saved.'));
    await expectVisible(forms.getByRole('list', { name: 'Forms filled in' }).getByText(FORM_NAME));
    // The submission carries its flag.
    await expectVisible(forms.getByRole('list', { name: 'Forms filled in' }).getByText('Conflict at home', { exact: true }));
  });

  it('the flag is her follow-up today, and his page shows the protocol and makes the referral in one tap', async () => {
    const page = await stack.newPage(PHONE);
    await signIn(page, carla);
    await expectPath(page, '/');

    // Her home counts it among today's follow-ups; the list says what to do.
    const followUps = page.getByRole('region', { name: 'Follow-ups', exact: true });
    const today = followUps.getByRole('link', { name: /1 follow-up due today/ });
    await expectVisible(today);
    await today.tap();
    await page.waitForURL((url) => url.pathname === '/follow-ups' && url.searchParams.get('when') === 'today', { timeout: TIMEOUT_MS });
    const row = page.getByTestId('follow-up').filter({ hasText: 'Marcus Reed' });
    await expectVisible(row.getByText(`Conflict at home (${FORM_NAME}): follow the program's protocol today.`));

    // From it, his page: the flag, with the protocol and the referral it calls for.
    await row.getByRole('link', { name: 'Marcus Reed' }).tap();
    await expectPath(page, `/fathers/${marcus.id}`);
    const flags = page.getByRole('region', { name: 'Flags from his forms', exact: true });
    await expectVisible(flags.getByText(new RegExp(`^Conflict at home — ${FORM_NAME}, `)));
    await expectVisible(flags.getByText('What the program\'s protocol says next'));
    await expectVisible(flags.getByText(PROTOCOL));
    const refer = flags.getByRole('button', { name: 'Refer: Domestic violence' });
    await expectVisible(refer);
    // (A tap waits for the button to be enabled: it is, once his referrals are read.)
    await refer.tap();
    await expectVisible(page.getByText('Referral made.'));
    await expectVisible(flags.getByText(/^Referred .+: Domestic violence$/));
    assert.equal(await refer.count(), 0, 'the referral is made once');
    await expectVisible(page.getByRole('region', { name: 'Referrals', exact: true }).getByText('Domestic violence'));

    const referrals = await call(stack.baseURL, token, 'GET', `/fathers/${marcus.id}/referrals`);
    assert.deepEqual(
      referrals.map((r) => r.type),
      ['domestic-violence'],
    );
  });

  it('a Spanish-speaking father fills in the fathering survey himself, in Spanish, on his phone', async () => {
    const page = await stack.newPage({ ...PHONE, locale: 'es-ES' });
    await page.goto('/signin');
    await page.getByLabel(/^Correo electrónico/).fill(diego.email);
    await page.getByLabel(/^Contraseña/).fill(diego.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: '¡Hola, Diego!' }));

    // From his home's quick links, his surveys.
    const surveys = page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Mis encuestas' });
    await expectVisible(surveys);
    await surveys.tap();
    await expectPath(page, '/my-forms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mis encuestas' }));
    // A screening is never his to fill in: only the self-service survey is offered.
    const toFill = page.getByRole('list', { name: 'Encuestas por completar' });
    await expectVisible(toFill.getByRole('link', { name: 'Encuesta sobre la paternidad' }));
    assert.equal(await toFill.getByRole('link', { name: 'Evaluación de seguridad familiar' }).count(), 0);
    await toFill.getByRole('link', { name: 'Encuesta sobre la paternidad' }).tap();
    await expectPath(page, `/my-forms/${SURVEY_ID}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Encuesta sobre la paternidad' }));

    // In Spanish: its sections and questions; it is the survey at the start of his course.
    const form = page.getByRole('form', { name: 'Encuesta sobre la paternidad' });
    await expectVisible(form.getByRole('heading', { name: 'Usted y su hijo' }));
    await expectVisible(form.getByRole('heading', { name: 'Cómo se encuentra' }));
    await form.locator('label').filter({ hasText: 'Antes (inicial)' }).tap();
    const answers = {
      'Me siento cerca de mi hijo.': '2',
      'Le digo a mi hijo cuando hace algo bien.': '2',
      'Grito cuando mi hijo se porta mal.': '4',
      'Sé quiénes son los amigos de mi hijo.': '2',
      'Juego o leo con mi hijo.': '2',
      'Mantengo la calma cuando algo sale mal.': '2',
      'Tengo a alguien a quien acudir en busca de apoyo.': '2',
      'Me siento abrumado como padre.': '4',
    };
    for (const [question, answer] of Object.entries(answers)) {
      await form.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
    }
    assert.ok(
      (await page.evaluate(() => globalThis.document.documentElement.scrollWidth)) <= 360,
      'the survey scrolls sideways on a 360 px phone',
    );
    await form.getByRole('button', { name: 'Guardar respuestas' }).tap();
    await expectVisible(page.getByText('Respuestas guardadas.'));
    await expectPath(page, '/my-forms');

    // What he answered, in Spanish, with its scores.
    const done = page.getByRole('list', { name: 'Lo que respondió' });
    await expectVisible(done.getByText('Encuesta sobre la paternidad'));
    await expectVisible(done.getByText('Participación: 2.00'));
    await expectVisible(done.getByText('Confianza: 2.00'));

    const submissions = await call(stack.baseURL, token, 'GET', `/fathers/${diego.record.id}/submissions`);
    assert.deepEqual(
      submissions.map((s) => [s.formId, s.phase]),
      [[SURVEY_ID, 'pre']],
    );
  });

  it('the funder report shows the survey’s change from before to after', async () => {
    // At the end of his course Diego answers again (through the API: the browser step is above).
    await call(stack.baseURL, diego.token, 'POST', `/fathers/${diego.record.id}/submissions`, {
      formId: SURVEY_ID,
      phase: 'post',
      answers: { close: 4, praise: 4, yell: 2, 'know-friends': 4, play: 4, calm: 4, support: 4, overwhelmed: 2 },
    });

    const page = await stack.newPage();
    await signIn(page, director);
    await expectPath(page, '/');
    await page.goto(`/workshops/report?period=custom&from=${day(-1)}&to=${day(1)}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Funder report' }));
    const block = page.getByRole('region', { name: 'Screenings and assessments', exact: true });
    await expectVisible(block.getByRole('heading', { name: 'Fathering survey: 1 father with both before and after' }));
    const table = block.getByRole('table', { name: 'Fathering survey', exact: true });
    await expectVisible(table);
    const rows = await table.getByRole('row').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
    );
    assert.deepEqual(rows, [
      ['Subscale', 'Before', 'After', 'Change'],
      ['Involvement', '2.00', '4.00', '+2.00'],
      ['Confidence', '2.00', '4.00', '+2.00'],
    ]);
  });
});
