// The web app's API types and the server's sentences come from the server binary, never from a
// hand-written copy.
//
//   node scripts/api-types.mjs          writes the generated files below
//   node scripts/api-types.mjs --check  fails when a committed file is not what the binary produces
//
// - src/lib/api/schema.gen.ts: the OpenAPI document (`fatherhood openapi`) as TypeScript.
// - src/lib/api/limits.gen.ts: the document's limits (a text's length, a list's size, a number's
//   range, a pattern), by schema and property, for the forms to check what the server will.
// - src/lib/i18n/server-messages.gen.ts and server-messages-es.gen.ts: the catalogue of the
//   sentences an error names by its `key` (`fatherhood catalogue`), English and Spanish. One file
//   per language: each language's strings are their own chunk (lib/i18n), and one module shared
//   by both would put one language's sentences in the other's download.
//
// The binary prints both without starting the server: it is FM_BIN, by default
// ../target/debug/fatherhood (`make api-types` builds it first).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const binary = resolve(web, process.env.FM_BIN || '../target/debug/fatherhood');
const check = process.argv.includes('--check');

function regenerate(source) {
  return `// Regenerate with \`make api-types\` (or \`FM_BIN=<server binary> npm run api-types\` in web/);
// \`make test\` fails when this file is not what ${source} produces.`;
}

const SCHEMA_HEADER = `// GENERATED FILE: do not edit by hand. It is the server's OpenAPI document (\`fatherhood openapi\`,
// also served at GET /api/openapi.json) turned into TypeScript by openapi-typescript.
${regenerate("the server's document")}
// Use the named aliases (src/lib/api/*.ts, src/features/*/api/types.ts), not this file directly.

`;

function messagesHeader(language, locale) {
  return `// GENERATED FILE: do not edit by hand. It is the ${language} of the server's catalogue of error
// sentences (\`fatherhood catalogue\`; server/src/catalogue.rs), by key, with i18next's \`{{name}}\`
// where a value goes. An error answer names its sentence by \`key\` and its values by \`params\`.
${regenerate("the server's catalogue")}
// The strings use it as \`serverMessages\` (src/lib/i18n/locales/${locale}).

`;
}

function printed(command) {
  try {
    return execFileSync(binary, [command], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(`Could not read ${binary} ${command}: ${error.message}`);
    console.error('Build the server first (make api-types does), or point FM_BIN at its binary.');
    process.exit(2);
  }
}

/** A string as a TypeScript literal: single quotes unless the text has one and no double quote. */
function literal(text) {
  const json = JSON.stringify(text);
  if (text.includes("'") && !text.includes('"')) return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function property(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
}

function entries(messages, language) {
  return messages.map((message) => `  ${property(message.key)}: ${literal(message[language])},\n`).join('');
}

const BLOB = ts.factory.createTypeReferenceNode('Blob');
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** A file's bytes (`format: binary`) are a Blob (a File is one) to send or to read, not a string. */
function binaryAsBlob(schema) {
  if (schema.format !== 'binary') return undefined;
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
}

async function schemaFile(document) {
  // A field with a default may be left out of a request; an object schema without properties is any object.
  const ast = await openapiTS(document, { silent: true, defaultNonNullable: false, emptyObjectsUnknown: true, transform: binaryAsBlob });
  return SCHEMA_HEADER + astToString(ast);
}

const LIMITS_HEADER = `// GENERATED FILE: do not edit by hand. The limits the server's OpenAPI document (\`fatherhood openapi\`,
// also served at GET /api/openapi.json) states for its schemas, so that a form checks what the
// server will with the server's own numbers.
${regenerate("the server's document")}
//
// By schema, then by property: the property's keywords (minLength, maxLength, pattern — the
// document's regular expression, as written —, minItems, maxItems, minimum, exclusiveMinimum,
// maximum, exclusiveMaximum), its items' under \`items\`, and where the property is one of
// several schemas (a date or a blank text), those alternatives' that have any, in the document's
// order, under \`oneOf\`/\`anyOf\`. A schema that is not an object (a list) has its own keywords.
// Schemas and properties without any limit are left out. A length counts Unicode characters (code
// points), as the server does.

`;

/** The keywords that bound a value, in the order they are written. */
const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'];
const UNIONS = ['oneOf', 'anyOf'];

function byName(object) {
  return Object.keys(object).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A schema's limits as [key, TypeScript value] pairs, nested ones (items, a union's alternatives) last; none: []. */
function limitsOf(schema) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return [];
  const found = [];
  for (const keyword of LIMIT_KEYWORDS) {
    const value = schema[keyword];
    if (value === undefined) continue;
    if (typeof value === 'number' && Number.isFinite(value)) found.push([keyword, String(value)]);
    else if (typeof value === 'string') found.push([keyword, literal(value)]);
    else throw new Error(`${keyword} is neither a number nor a string: ${JSON.stringify(value)}`);
  }
  const items = limitsOf(schema.items);
  if (items.length > 0) found.push(['items', items]);
  for (const union of UNIONS) {
    const alternatives = (schema[union] ?? []).map(limitsOf).filter((limits) => limits.length > 0);
    if (alternatives.length > 0) found.push([union, alternatives]);
  }
  return found;
}

function printLimits(limits, indent) {
  if (typeof limits === 'string') return limits;
  const inner = `${indent}  `;
  if (limits.length > 0 && Array.isArray(limits[0]) && typeof limits[0][0] === 'string') {
    // Keywords alone fit on one line.
    if (limits.every(([, value]) => typeof value === 'string')) return `{ ${limits.map(([key, value]) => `${key}: ${value}`).join(', ')} }`;
    return `{\n${limits.map(([key, value]) => `${inner}${property(key)}: ${printLimits(value, inner)},\n`).join('')}${indent}}`;
  }
  // A union's alternatives: a list of limits.
  return `[\n${limits.map((alternative) => `${inner}${printLimits(alternative, inner)},\n`).join('')}${indent}]`;
}

function limitsFile(document) {
  const schemas = document.components?.schemas ?? {};
  const entries = [];
  for (const name of byName(schemas)) {
    const schema = schemas[name];
    const found = [];
    if (schema.properties) {
      for (const field of byName(schema.properties)) {
        const limits = limitsOf(schema.properties[field]);
        if (limits.length > 0) found.push([field, limits]);
      }
    } else {
      found.push(...limitsOf(schema));
    }
    if (found.length > 0) entries.push([name, found]);
  }
  return `${LIMITS_HEADER}export const limits = ${printLimits(entries, '')} as const;\n`;
}

function messageFiles() {
  const messages = JSON.parse(printed('catalogue'));
  const english =
    messagesHeader('English', 'en.ts') +
    `export const SERVER_MESSAGES_EN = {\n${entries(messages, 'en')}} as const;\n\n` +
    `export type ServerMessageKey = keyof typeof SERVER_MESSAGES_EN;\n`;
  const spanish =
    messagesHeader('Spanish', 'es.ts') +
    `import type { ServerMessageKey } from './server-messages.gen';\n\n` +
    `// A Spanish sentence may leave out a value the English one names.\n` +
    `export const SERVER_MESSAGES_ES: Record<ServerMessageKey, string> = {\n${entries(messages, 'es')}};\n`;
  return [
    ['src/lib/i18n/server-messages.gen.ts', english],
    ['src/lib/i18n/server-messages-es.gen.ts', spanish],
  ];
}

const document = JSON.parse(printed('openapi'));
const files = [['src/lib/api/schema.gen.ts', await schemaFile(document)], ['src/lib/api/limits.gen.ts', limitsFile(document)], ...messageFiles()];

let stale = false;
for (const [file, generated] of files) {
  const target = resolve(web, file);
  const shown = relative(web, target);
  if (!check) {
    writeFileSync(target, generated);
    console.log(`wrote ${shown}`);
    continue;
  }
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing: reported as a difference below
  }
  if (committed === generated) {
    console.log(`${shown} is what the server's binary produces.`);
    continue;
  }
  stale = true;
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line < 0 ? Math.min(a.length, b.length) : line;
  console.error(`${shown} is not what the server's binary produces: run make api-types`);
  console.error(`(first difference at line ${at + 1}:`);
  console.error(`  committed: ${a[at] ?? '<end of file>'}`);
  console.error(`  generated: ${b[at] ?? '<end of file>'})`);
}
if (stale) process.exit(1);
