import fs from 'node:fs';
import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

// How the build groups modules into chunks, for a phone on a slow connection where every
// request costs a round trip and HTTP/1.1 fetches six at a time.
//
// Libraries that change less often than the app stay in long-lived chunks (`preact-router`:
// Preact, which renders the app's React code, and the router; `forms`; `floating`).
// The app's own modules and the UI kit's components are grouped by who needs them: what the
// sign-in screen uses (`auth`; registering and a forgotten password add their own), what the signed-in shell uses
// (`shell`), and what two or more areas of the app share (`common`, and `common-forms` for what
// needs the form library); each area keeps what only
// it uses, and what the entry loads stays in the entry. Left to Rollup, the kit's
// one-file-per-component modules (each with its stylesheet) made ~25 scripts and ~20
// stylesheets for home alone.
//
// The rules rest on facts about the app's layout, named below. When one stops being true the
// build stops with a ChunkGroupsError saying which (chunk-groups.test.ts breaks each on purpose):
// grouping that quietly fell back to Rollup's own would ship a slow /signin without a word.

type Graph = Pick<ManualChunkMeta, 'getModuleInfo' | 'getModuleIds'>;

/** The router, whose lazily imported modules are the pages (relative to the web folder). */
export const ROUTER = 'src/app/router.tsx';
/** The first screen of a visitor who is not signed in: its own chunk, `auth`. */
export const SIGN_IN_PAGE = 'src/features/auth/routes/SignInRoute.tsx';
/** The signed-in shell (navigation, query client), which every signed-in page renders in. */
export const SHELL = 'src/app/layouts/SignedInShell.tsx';
/** Every other page the router loads is an area's: `features/<area>/routes[/<name>].tsx`. */
const AREA_PAGE = /\/src\/features\/([^/]+)\/routes(?:\/(\w+))?\.tsx?$/;

/** The chunk of Preact (the app's `react`, vite.config.ts), its React shim and the router. */
export const PREACT_ROUTER = 'preact-router';

// Libraries that get a chunk of their own, by path.
const VENDORS: [chunk: string, pattern: RegExp][] = [
  [PREACT_ROUTER, /\/node_modules\/(react|react-dom|scheduler|react-router|preact)\/|\/src\/lib\/react-on-preact\.js$/],
  ['forms', /\/node_modules\/(react-hook-form|@hookform\/resolvers|zod)\//],
  // What positions the kit's floating parts (menus, selects, tooltips): only pages that open one need it.
  ['floating', /\/node_modules\/@floating-ui\//],
];
// What each library chunk must hold: a pattern that matches nothing (a library renamed,
// replaced or moved) would scatter the library over the app's chunks, or leave a rule
// (`common-forms`, `common-floating`) splitting on nothing.
const VENDOR_MODULES: [chunk: string, module: RegExp, what: string][] = [
  [PREACT_ROUTER, /\/node_modules\/preact\//, 'Preact (node_modules/preact)'],
  [PREACT_ROUTER, /\/node_modules\/react-router\//, 'the router (node_modules/react-router)'],
  ['forms', /\/node_modules\/(react-hook-form|zod)\//, 'the form library (react-hook-form, zod)'],
  ['floating', /\/node_modules\/@floating-ui\//, 'floating-ui (node_modules/@floating-ui)'],
];

/** A fact the chunk rules rely on is no longer true: the build stops rather than ship worse chunks. */
export class ChunkGroupsError extends Error {
  constructor(problem: string) {
    super(`chunk-groups.ts: ${problem}. Update chunk-groups.ts (and web/README.md's chunk rules) to the app's new shape.`);
    this.name = 'ChunkGroupsError';
  }
}

export function vendorChunk(id: string): string | undefined {
  // Rollup's and Vite's helpers (CommonJS interop, preloading) go with the library chunk every
  // page loads: a helper in the entry would make that chunk import the entry back.
  if (/^\0(commonjsHelpers\.js|vite\/preload-helper\.js|vite\/modulepreload-polyfill\.js)$/.test(id)) return PREACT_ROUTER;
  return VENDORS.find(([, pattern]) => pattern.test(id))?.[0];
}

// Index files that only re-export (the kit's, the app's `components/form`): a module that
// imports two names from one reaches those two modules, not everything the index lists.
const PACKAGE_INDEXES: Record<string, string> = {
  '@mantine/core': 'node_modules/@mantine/core/esm/index.mjs',
  '@mantine/hooks': 'node_modules/@mantine/hooks/esm/index.mjs',
};
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];
const NAMED = /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const ANY_FROM = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']/g;

// A page area's chunk is named after its feature, a library's after its file.
function chunkName(id: string): string {
  const file = id.replace(/^\0/, '').split('?')[0];
  const page = AREA_PAGE.exec(file);
  if (page) return page[2] && page[2] !== 'index' ? `${page[1]}-${page[2]}` : page[1];
  const library = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (library) return library[1].replace('@', '').replace('/', '-') + (library[2].startsWith('locale/') ? `-${path.basename(library[2], '.js')}` : '');
  return chunkFile(file);
}

function chunkFile(id: string): string {
  const file = path.basename(id).replace(/\.[a-z]+$/, '');
  return file === 'index' ? path.basename(path.dirname(id)) : file;
}

export function chunkGroups(root: string): GetManualChunk {
  const srcDir = path.join(root, 'src');
  let groups: Map<string, string> | undefined;
  const barrels = new Map<string, { names: Map<string, string>; all: string[] } | null>();

  function resolve(graph: Graph, importer: string, specifier: string): string | undefined {
    let base: string;
    if (specifier in PACKAGE_INDEXES) {
      const index = path.join(root, PACKAGE_INDEXES[specifier]);
      if (!graph.getModuleInfo(index)) {
        throw new ChunkGroupsError(`${importer} imports '${specifier}', but the build has no module ${index}: the package's index moved`);
      }
      return index;
    }
    if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
    else return undefined;
    const candidates = EXTENSIONS.map((extension) => base + extension);
    return (
      candidates.find((file) => graph.getModuleInfo(file)) ??
      candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    );
  }

  // The names a re-exporting index file gives, and the module each comes from; null when the
  // module has code of its own.
  function barrel(graph: Graph, id: string) {
    if (barrels.has(id)) return barrels.get(id)!;
    const code = graph.getModuleInfo(id)?.code ?? '';
    const ownCode = code
      .replace(/\/\/.*$/gm, '')
      .replace(/(?:import|export)\s[^;]*?from\s*["'][^"']+["'];?/g, '')
      .replace(/export\s*\{[^}]*\};?/g, '')
      .trim();
    let found: { names: Map<string, string>; all: string[] } | null = null;
    const dependencies = graph.getModuleInfo(id)?.importedIds ?? [];
    // Only an index whose modules have no side effects: one that has them runs them all when
    // imported, so the index is followed like any module.
    const pure = dependencies.every((dependency) => graph.getModuleInfo(dependency)?.moduleSideEffects === false);
    if (code && !ownCode && pure && /\bexport\b/.test(code)) {
      found = { names: new Map(), all: [] };
      for (const [, list, specifier] of code.matchAll(NAMED)) {
        const bare = !specifier.startsWith('.') && !specifier.startsWith('@/') && !(specifier in PACKAGE_INDEXES);
        // What another package gives (the kit re-exports react-remove-scroll) is not followed:
        // importing it takes the whole index, as Rollup would.
        const target = bare ? id : resolve(graph, id, specifier);
        // A file of its own that cannot be found would make every import of its names take the whole index.
        if (!target) throw new ChunkGroupsError(`the re-exporting index ${id} names '${specifier}', which is not a file the build or the disk has`);
        for (const binding of list.split(',')) {
          const name = binding.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()?.trim();
          if (name) found.names.set(name, target);
        }
      }
      found.all = [...dependencies];
    }
    barrels.set(id, found);
    return found;
  }

  // What loading `id` executes next: its imports, seen through re-exporting index files.
  function importsOf(graph: Graph, id: string): string[] {
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    const viaIndex = new Map<string, Set<string> | 'all'>();
    for (const dependency of info.importedIds) if (barrel(graph, dependency)) viaIndex.set(dependency, new Set());
    if (viaIndex.size === 0) return [...info.importedIds];
    const code = info.code ?? '';
    const named = new Set<number>();
    for (const match of code.matchAll(NAMED)) {
      const target = resolve(graph, id, match[2]);
      const names = target ? viaIndex.get(target) : undefined;
      if (!names || names === 'all') continue;
      named.add(match.index);
      for (const binding of match[1].split(',')) {
        const name = binding.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (name) names.add(name);
      }
    }
    // A default or namespace import of an index file takes all of it.
    for (const match of code.matchAll(ANY_FROM)) {
      const target = resolve(graph, id, match[1]);
      if (target && viaIndex.has(target) && !named.has(match.index)) viaIndex.set(target, 'all');
    }
    const imports: string[] = [];
    for (const dependency of info.importedIds) {
      const names = viaIndex.get(dependency);
      if (!names) {
        imports.push(dependency);
        continue;
      }
      const index = barrel(graph, dependency)!;
      // `names` is empty when the import's specifier could not be matched (a package's own name).
      if (names === 'all' || names.size === 0) imports.push(dependency);
      else
        for (const name of names) {
          const from = index.names.get(name);
          if (!from) throw new ChunkGroupsError(`${id} imports '${name}' from ${dependency}, which the index does not re-export by that name`);
          imports.push(from);
        }
    }
    return imports;
  }

  // Who imports each module, seen through re-exporting index files as `reachable` sees them.
  function importersOf(graph: Graph): Map<string, string[]> {
    const importers = new Map<string, string[]>();
    for (const id of graph.getModuleIds()) {
      const index = barrel(graph, id);
      for (const next of index ? index.all : importsOf(graph, id)) {
        const list = importers.get(next);
        if (list) list.push(id);
        else importers.set(next, [id]);
      }
    }
    return importers;
  }

  // The modules of `within` that run only for a library's sake: those that load it, directly or
  // through what they import, and those imported (among `used`) only by such modules; a popover's
  // dropdown goes with the popover even though it does not position anything itself.
  function forLibrary(graph: Graph, library: string, within: string[], used: Set<string>): Set<string> {
    const importers = importersOf(graph);
    const loading = new Set<string>();
    const stack = [...graph.getModuleIds()].filter((id) => vendorChunk(id) === library);
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (loading.has(id)) continue;
      loading.add(id);
      stack.push(...(importers.get(id) ?? []));
    }
    const found = new Set(within.filter((id) => loading.has(id)));
    for (let grew = true; grew; ) {
      grew = false;
      for (const id of within) {
        if (found.has(id)) continue;
        const by = (importers.get(id) ?? []).filter((importer) => used.has(importer));
        if (by.length > 0 && by.every((importer) => found.has(importer))) {
          found.add(id);
          grew = true;
        }
      }
    }
    return found;
  }

  // What loading `from` executes, and, with `alsoLoading`, what those modules load on demand.
  function reachable(graph: Graph, from: string[], alsoLoading?: (id: string) => boolean): Set<string> {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const index = barrel(graph, id);
      // An index reached here was imported whole (or by a name it does not list).
      stack.push(...(index ? index.all : importsOf(graph, id)));
      if (alsoLoading) stack.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(alsoLoading));
    }
    return seen;
  }

  function build(graph: Graph): Map<string, string> {
    const result = new Map<string, string>();
    const ids = [...graph.getModuleIds()];
    const [routerId, signInId, shellId] = [ROUTER, SIGN_IN_PAGE, SHELL].map((file) => path.join(root, file));
    const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
    if (entries.length === 0) throw new ChunkGroupsError('the build has no entry module');
    if (!graph.getModuleInfo(routerId)) {
      throw new ChunkGroupsError(`the build has no router at ${routerId} (ROUTER): the pages are found as the modules it imports lazily`);
    }
    const routerLoads = graph.getModuleInfo(routerId)!.dynamicallyImportedIds;
    for (const [id, what] of [
      [signInId, 'the sign-in page (SIGN_IN_PAGE)'],
      [shellId, 'the signed-in shell (SHELL)'],
    ]) {
      if (!routerLoads.includes(id)) throw new ChunkGroupsError(`the router does not import ${what} ${id} lazily, with import()`);
    }
    const signIn = [signInId];
    const shell = [shellId];
    const areas = routerLoads.filter((id) => AREA_PAGE.test(id));
    if (areas.length === 0) throw new ChunkGroupsError(`the router imports no area page (src/features/<area>/routes) lazily`);
    // What else the router loads on demand (the query client, for a page's data read ahead)
    // must come with the shell anyway: it is no page, and no chunk rule is written for it.
    const inShell = reachable(graph, shell);
    const stray = routerLoads.filter((id) => id !== signInId && id !== shellId && !areas.includes(id) && !inShell.has(id));
    if (stray.length > 0) {
      throw new ChunkGroupsError(`the router imports lazily ${stray.join(', ')}, which is neither a page (src/features/<area>/routes) nor part of the signed-in shell`);
    }
    const pages = routerLoads;
    for (const [chunk, module, what] of VENDOR_MODULES) {
      if (!ids.some((id) => module.test(id) && vendorChunk(id) === chunk)) {
        throw new ChunkGroupsError(`the build has no module of ${what} for the '${chunk}' chunk`);
      }
    }
    for (const [specifier, file] of Object.entries(PACKAGE_INDEXES)) {
      const index = path.join(root, file);
      if (graph.getModuleInfo(index) && !barrel(graph, index)) {
        throw new ChunkGroupsError(`${index}, the index of '${specifier}', no longer only re-exports modules without side effects: every page would load all of the kit`);
      }
    }
    // Every module gets a group: Rollup moves a module no group names into a group that
    // imports it, which would pull what the entry needs out of the entry.
    const assign = (group: Iterable<string>, name: string) => {
      for (const id of group) if (!vendorChunk(id) && !result.has(id)) result.set(id, name);
    };
    const assignLazy = (targets: Iterable<string>) => {
      for (const target of targets) assign(reachable(graph, [target]), chunkName(target));
    };

    const start = reachable(graph, entries);
    assign(start, 'start');
    // What the entry loads on demand beside the pages and the shell: the language's strings, the
    // date library.
    assignLazy(
      [...start]
        .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !pages.includes(id) && !inShell.has(id)),
    );
    assign(reachable(graph, signIn), 'auth');
    assign(inShell, 'shell');
    // What an area loads when asked (a dialog, the calendar library) counts as the area's: the
    // kit's modal, which every area's dialogs load, is shared, and the calendar's own parts are not.
    const onDemand = ids.filter((id) => graph.getModuleInfo(id)?.dynamicImporters.length && !pages.includes(id));
    const parts = new Set([...areas, ...onDemand]);
    // The shell counts as one more user of what it loads on demand (the account menu).
    const areasReaching = new Map<string, number>();
    for (const area of [...areas, shell]) {
      for (const id of reachable(graph, [area].flat(), (lazy) => !pages.includes(lazy))) {
        areasReaching.set(id, (areasReaching.get(id) ?? 0) + 1);
      }
    }
    // What two areas share, in three parts: what needs the form library, what needs the floating
    // parts' positioning, and the rest, so that a page without a form or a menu (home, a
    // session's attendance) downloads neither.
    const shared = [...areasReaching].filter(([id, count]) => count > 1 && !parts.has(id)).map(([id]) => id);
    const used = new Set(areasReaching.keys());
    for (const library of ['forms', 'floating']) {
      const needing = forLibrary(graph, library, shared, used);
      assign(
        shared.filter((id) => needing.has(id)),
        `common-${library}`,
      );
    }
    assign(shared, 'common');
    assignLazy(areas);
    assignLazy(onDemand);
    // Index files that only re-export have no code of their own; what no group reaches is unused.
    for (const id of ids) assign([id], barrel(graph, id) ? 'start' : 'unused');
    return result;
  }

  return (id, graph) => {
    const vendor = vendorChunk(id);
    if (vendor) return vendor;
    groups ??= build(graph);
    return groups.get(id);
  };
}
