/// <reference types="node" />
// The strings' rules that the types cannot say (lib/i18n/i18next.d.ts makes a misspelt key a
// compile error): Spanish has exactly English's keys, and every key is used by some code, so
// a string left behind when its screen changed fails here instead of being translated forever.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import en from './en';
import enApp from './en-app';
import es from './es';
import esApp from './es-app';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Keys made at run time from what the server sends (lib/api/errors.ts): the sentences are the
// server's catalogue (server-messages.gen.ts, checked by `make api-types-check`), and the error
// codes are the server's list.
const FROM_THE_SERVER = ['serverMessages.', 'errorCodes.'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
}

/** The app's code: every module but the strings themselves and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

/**
 * What the code can name: every quoted string (a key passed to `t`, or kept in data such as a
 * navigation entry's label) and every template literal, whose `${…}` parts may be any one
 * segment of a key (`program.attendance.${status}`, `sessions.${action}Dialog.title`).
 */
function named(code: string[]) {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of code) {
    for (const [, , literal] of text.matchAll(/(['"])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) literals.add(literal);
    for (const [, template] of text.matchAll(/`([^`]*)`/g)) {
      if (!template.includes('${')) literals.add(template);
      else if (/^[\w.]*\$\{/.test(template) && template.includes('.')) {
        const source = template
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.]/g, '\\.'))
          .join('\\w+');
        patterns.push(new RegExp(`^${source}$`));
      }
    }
  }
  return (key: string) => {
    const base = key.replace(PLURAL, '');
    return literals.has(key) || literals.has(base) || patterns.some((pattern) => pattern.test(key) || pattern.test(base));
  };
}

describe('the strings', () => {
  const english = [...keysOf(en as Tree), ...keysOf(enApp as Tree)];

  it('are the same keys in Spanish as in English', () => {
    const spanish = [...keysOf(es as Tree), ...keysOf(esApp as Tree)];
    expect([...spanish].sort()).toEqual([...english].sort());
  });

  it('have no section in both parts of a language, which lib/i18n merges shallowly', () => {
    expect(Object.keys(en).filter((section) => section in enApp)).toEqual([]);
    expect(Object.keys(es).filter((section) => section in esApp)).toEqual([]);
  });

  it('are each used by the app: a key no code names is a string left behind', () => {
    const isNamed = named(sources(SRC));
    const unused = english.filter((key) => !FROM_THE_SERVER.some((prefix) => key.startsWith(prefix)) && !isNamed(key));
    expect(unused, 'keys no code names: remove them from the English and Spanish strings').toEqual([]);
  });
});
