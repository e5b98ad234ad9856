// The web app's API types come from the server's OpenAPI document, never from a hand-written copy.
//
//   node scripts/api-types.mjs          writes src/lib/api/schema.gen.ts
//   node scripts/api-types.mjs --check  fails when the committed file is not what the document produces
//
// The document is printed by the server binary without starting it (`fatherhood openapi`): the
// binary is FM_BIN, by default ../target/debug/fatherhood (`make api-types` builds it first).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(web, 'src/lib/api/schema.gen.ts');
const shown = relative(web, target);
const binary = resolve(web, process.env.FM_BIN || '../target/debug/fatherhood');
const check = process.argv.includes('--check');

const HEADER = `// GENERATED FILE: do not edit by hand. It is the server's OpenAPI document (\`fatherhood openapi\`,
// also served at GET /api/openapi.json) turned into TypeScript by openapi-typescript.
// Regenerate with \`make api-types\` (or \`FM_BIN=<server binary> npm run api-types\` in web/);
// \`make test\` fails when this file is not what the server's document produces.
// Use the named aliases (src/lib/api/*.ts, src/features/*/api/types.ts), not this file directly.

`;

function documentJson() {
  try {
    return execFileSync(binary, ['openapi'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(`Could not read the OpenAPI document from ${binary} openapi: ${error.message}`);
    console.error('Build the server first (make api-types does), or point FM_BIN at its binary.');
    process.exit(2);
  }
}

// A field with a default may be left out of a request; an object schema without properties is any object.
const ast = await openapiTS(JSON.parse(documentJson()), { silent: true, defaultNonNullable: false, emptyObjectsUnknown: true });
const generated = HEADER + astToString(ast);

if (check) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing: reported as a difference below
  }
  if (committed !== generated) {
    const a = committed.split('\n');
    const b = generated.split('\n');
    const line = a.findIndex((text, index) => text !== b[index]);
    const at = line < 0 ? Math.min(a.length, b.length) : line;
    console.error(`${shown} is not what the server's document produces: run make api-types`);
    console.error(`(first difference at line ${at + 1}:`);
    console.error(`  committed: ${a[at] ?? '<end of file>'}`);
    console.error(`  generated: ${b[at] ?? '<end of file>'})`);
    process.exit(1);
  }
  console.log(`${shown} is what the server's document produces.`);
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${shown}`);
}
