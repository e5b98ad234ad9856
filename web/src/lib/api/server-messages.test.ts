import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import es from '@/lib/i18n/locales/es';
import { serverSources } from '@/testing/server-sources';
import { ApiError, localizeMessage } from './errors';
import { SERVER_MESSAGES } from './server-messages';


/**
 * Files whose sentences are not API errors: localized e-mails and pushes, activity sentences
 * (`activity.test.ts` checks those), the OpenAPI document, the CLI, demo data.
 */
const NOT_ANSWERS = [
  'infra/mail/templates.rs',
  'domain/activity.rs',
  'http/openapi.rs',
  'demo.rs',
  'cli.rs',
  'config.rs',
  'main.rs',
  'startup.rs',
];

/** Sentences in the server's code that never reach an error's message or fields. */
const NOT_ERRORS = new Set([
  'All groups ({} to {})', // a row of the funder report's CSV
  '{} ({})', // a column of the attendance CSV
  'Attended {} of {} sessions.', // the note of a 'completed course' milestone
  'Completed {}', // and its title
  'Session {number}', // a new session's title
  'SELECT pg_notify($1, $2)',
  // The OpenAPI document's description and the page served when the web app was not built.
  'The API the web app and integrations use. Errors: {\\"error\\": {\\"code\\", \\"message\\", \\"fields\\"?}}.',
  'The web app has not been built. Run `make run` (or `npm run build` in web/).',
  'Replied START by text.', // the note of a consent a father gave by text
  // What the server says itself in the reader's language: pushes' titles (domain/push.rs) and
  // the program's own texts (domain/sms.rs).
  'Message from {sender}',
  'Mensaje de {sender}',
  'Text from {father}',
  'Mensaje de texto de {father}',
  '{program}: you will get texts about your sessions and events, a few a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.',
  '{program}: te enviaremos mensajes de tus sesiones y eventos, unos pocos al mes. Msg & data rates may apply (pueden aplicar tarifas). Responde HELP para ayuda, STOP para no recibir mas.',
  '{program}: texts about your sessions and events. For help: {contact}. Reply STOP to stop.',
  '{program}: texts about your sessions and events. For help, ask your case manager. Reply STOP to stop.',
  '{program}: mensajes de tus sesiones y eventos. Ayuda: {contact}. Responde STOP para no recibir mas.',
  '{program}: mensajes de tus sesiones y eventos. Para ayuda, habla con tu coordinador. Responde STOP para no recibir mas.',
  'Thanks! See you at {title}.',
  'Thanks for letting us know. We will miss you at {title}.',
  'Thanks! We will expect you a little late at {title}.',
  '{title} has already started, so your answer was not recorded.',
  'Gracias por avisar. Te extrañaremos en {title}.',
  '{title} ya empezo, asi que no guardamos tu respuesta.',
]);

/**
 * Every sentence-like string literal of the server outside its tests and `db/` (whose errors
 * become the messages in `error.rs`): a capital letter or a value first, two words, and a full
 * stop, a bracket or a value last.
 */
function serverSentences(): string[] {
  const found = new Set<string>();
  for (const [relative, text] of Object.entries(serverSources())) {
    if (NOT_ANSWERS.includes(relative) || relative.startsWith('db/')) continue;
    let source = text;
    const tests = source.indexOf('#[cfg(test)]');
    if (tests >= 0) source = source.slice(0, tests);
    source = source.replace(/^\s*\/\/.*$/gm, '');
    // A raw string (`r#"…"#`, TwiML with quotes in it) is one literal, a quote in a char literal
    // none, and a string may go on after a backslash at a line's end: read as plain quotes, any
    // of them would pair the wrong quotes and hide the sentences after them.
    const literals = [...source.matchAll(/r(#+)"([\s\S]*?)"\1/g)].map((match) => match[2]);
    source = source.replace(/r(#+)"[\s\S]*?"\1/g, '""').replace(/'(?:\\.|")'/g, "''");
    for (const [, text] of source.matchAll(/"((?:[^"\\]|\\[\s\S])*)"/g)) literals.push(text);
    for (const text of literals) {
      // Two words outside the values, and not SQL.
      const words = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text.replace(/\{[^}]*\}/g, ' '));
      const sql = /^(SELECT|INSERT|UPDATE|DELETE|LISTEN|NOTIFY|CREATE|WITH|PRAGMA)\b/.test(text);
      if (/^[A-Z{]/.test(text) && words && !sql && /[.)}]$/.test(text) && !NOT_ERRORS.has(text)) found.add(text);
    }
  }
  return [...found].sort();
}

/** A message with its values blanked: Rust's `{name}` / `{}` and the list's `{{name}}` alike. */
function shape(text: string): string {
  return text
    .replace(/\{\{\w+\}\}/g, '{}')
    .replace(/\{[\w:?]*\}/g, '{}')
    .replace(/\\(["'\\])/g, '$1');
}

describe('server messages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists every sentence the server can answer with', () => {
    const known = new Set(Object.values(SERVER_MESSAGES).map(shape));
    const sentences = serverSentences();
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.filter((sentence) => !known.has(shape(sentence)))).toEqual([]);
  });

  it('has each one in Spanish, using only the values the server sends', () => {
    for (const [key, template] of Object.entries(SERVER_MESSAGES)) {
      const spanish = (es.serverMessages as Record<string, string>)[key];
      expect(spanish, key).toBeTruthy();
      expect(spanish, key).not.toBe(template);
      const names = new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]));
      for (const [, name] of spanish.matchAll(/\{\{(\w+)\}\}/g)) expect(names.has(name), `${key}: {{${name}}}`).toBe(true);
    }
  });

  it('shows a failed sign-in, field errors and values in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    const error = new ApiError(400, 'invalid-argument', 'Sorry, not all fields are filled out correctly.', {
      email: 'Email is required.',
      firstName: 'First name is required.',
      endsAt: 'An event can last at most 31 days.',
    });
    expect(error.message).toBe('Lo sentimos, no todos los campos están completados correctamente.');
    expect(error.fields).toEqual({
      email: 'El correo electrónico es obligatorio.',
      firstName: 'Este campo es obligatorio.',
      endsAt: 'Un evento puede durar como máximo 31 días.',
    });
    expect(localizeMessage('Incorrect email or password.', 'unauthenticated')).toBe('El correo electrónico o la contraseña no son correctos.');
    // A message the list does not know is said by its code.
    expect(localizeMessage('Something new.', 'not-found')).toBe('No se encontró lo que buscas.');
  });

  it('leaves English as the server wrote it', () => {
    expect(localizeMessage('Incorrect email or password.', 'unauthenticated')).toBe('Incorrect email or password.');
    expect(localizeMessage('First name is required.', 'invalid-argument')).toBe('First name is required.');
    expect(localizeMessage('Something new.', 'not-found')).toBe('Something new.');
  });
});
