// Writes a brotli (.br) and a gzip (.gz) copy next to every text file in dist/, at the
// strongest settings: they are made once per build, and the server sends the smallest copy
// a browser accepts as it is (server/src/http/precompressed.rs). Run after `vite build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map|ico)$/;
// Below a TCP packet, a compressed copy saves no round trip.
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function compress(path) {
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not worth sending.
  const written = [];
  if (br.length < data.length) written.push(writeFile(`${path}.br`, br));
  if (gzipped.length < data.length) written.push(writeFile(`${path}.gz`, gzipped));
  await Promise.all(written);
  return { path, raw: data.length, br: br.length, gzip: gzipped.length };
}

const candidates = [];
for await (const path of files(DIST)) {
  if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) candidates.push(path);
}
const results = await Promise.all(candidates.map(compress));
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${results.length} files in ${relative(process.cwd(), DIST) || 'dist'}: ` +
    `${kb(total('raw'))} → br ${kb(total('br'))}, gzip ${kb(total('gzip'))}`,
);
