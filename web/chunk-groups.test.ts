import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkGroupsError, chunkGroups } from './chunk-groups';

// A made-up app, as Rollup would describe it: paths under a root that does not exist on disk,
// so imports go through the graph only (the kit's index is named by its package).
const root = '/app';
const src = (file: string) => path.join(root, 'src', file);
const kit = (file: string) => path.join(root, 'node_modules/@mantine/core/esm', file);

type Modules = Record<string, { imports?: string[]; lazy?: string[]; code?: string; entry?: boolean; pure?: boolean }>;

function graph(modules: Modules) {
  const info = (id: string): ModuleInfo | null => {
    const module = modules[id];
    if (!module) return null;
    const dynamicImporters = Object.entries(modules)
      .filter(([, other]) => other.lazy?.includes(id))
      .map(([importer]) => importer);
    return {
      id,
      code: module.code ?? 'export const x = 1;',
      isEntry: module.entry === true,
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.lazy ?? [],
      dynamicImporters,
      moduleSideEffects: module.pure ? false : true,
    } as unknown as ModuleInfo;
  };
  return { getModuleInfo: info, getModuleIds: () => Object.keys(modules)[Symbol.iterator]() } as unknown as ManualChunkMeta;
}

const library = (file: string) => path.join(root, 'node_modules', file);

const modules: Modules = {
  [path.join(root, 'index.html')]: { entry: true, imports: [src('main.tsx')] },
  [src('main.tsx')]: {
    imports: [src('app/router.tsx'), kit('index.mjs'), library('preact/dist/preact.mjs')],
    code: "import { Button } from '@mantine/core';",
  },
  [library('preact/dist/preact.mjs')]: {},
  [library('react-router/dist/index.mjs')]: {},
  [library('@floating-ui/dom/dist/floating-ui.dom.mjs')]: {},
  [src('app/router.tsx')]: {
    imports: [library('react-router/dist/index.mjs')],
    lazy: [src('features/auth/routes/SignInRoute.tsx'), src('app/layouts/SignedInShell.tsx'), src('features/home/routes/index.tsx'), src('features/fathers/routes/index.tsx')],
  },
  [src('features/auth/routes/SignInRoute.tsx')]: { imports: [kit('index.mjs')], code: "import { TextInput } from '@mantine/core';" },
  [src('app/layouts/SignedInShell.tsx')]: {
    imports: [kit('index.mjs'), library('@floating-ui/dom/dist/floating-ui.dom.mjs')],
    code: "import { AppShell } from '@mantine/core';",
  },
  [src('features/home/routes/index.tsx')]: { imports: [src('components/Card.tsx'), kit('index.mjs')], code: "import { Card } from '@/components/Card'; import { Badge } from '@mantine/core';" },
  [src('features/fathers/routes/index.tsx')]: { imports: [src('components/Card.tsx'), src('components/Form.tsx')] },
  [src('components/Card.tsx')]: {},
  [src('components/Form.tsx')]: { imports: [path.join(root, 'node_modules/zod/index.js')] },
  [path.join(root, 'node_modules/zod/index.js')]: {},
  [kit('index.mjs')]: {
    pure: true,
    code: [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { TextInput } from "./components/TextInput/TextInput.mjs";',
      'import { AppShell } from "./components/AppShell/AppShell.mjs";',
      'import { Badge } from "./components/Badge/Badge.mjs";',
      'export { AppShell, Badge, Button, TextInput };',
    ].join('\n'),
    imports: ['Button/Button', 'TextInput/TextInput', 'AppShell/AppShell', 'Badge/Badge'].map((name) => kit(`components/${name}.mjs`)),
  },
  [kit('components/Button/Button.mjs')]: { pure: true },
  [kit('components/TextInput/TextInput.mjs')]: { pure: true },
  [kit('components/AppShell/AppShell.mjs')]: { pure: true },
  [kit('components/Badge/Badge.mjs')]: { pure: true },
};
const app = graph(modules);

/** The made-up app with some modules changed (undefined: removed). */
function changed(changes: Record<string, Modules[string] | undefined>) {
  const next: Modules = { ...modules };
  for (const [id, module] of Object.entries(changes)) {
    if (module) next[id] = module;
    else delete next[id];
  }
  return graph(next);
}

function groupsOf(meta: ManualChunkMeta) {
  const chunkOf = chunkGroups(root);
  return (id: string) => chunkOf(id, meta);
}

describe('chunk groups', () => {
  const chunkOf = groupsOf(app);

  it('keeps in the entry what the entry needs, and gives the sign-in screen and the shell their own kit components', () => {
    expect(chunkOf(src('main.tsx'))).toBe('start');
    expect(chunkOf(kit('components/Button/Button.mjs'))).toBe('start');
    expect(chunkOf(kit('components/TextInput/TextInput.mjs'))).toBe('auth');
    expect(chunkOf(kit('components/AppShell/AppShell.mjs'))).toBe('shell');
  });

  it('puts what two areas share in common, and what one area uses in its own chunk', () => {
    expect(chunkOf(src('components/Card.tsx'))).toBe('common');
    expect(chunkOf(kit('components/Badge/Badge.mjs'))).toBe('home');
    expect(chunkOf(src('features/fathers/routes/index.tsx'))).toBe('fathers');
    expect(chunkOf(src('components/Form.tsx'))).toBe('fathers');
  });

  it('keeps the form library in its own long-lived chunk, and Preact with the router in theirs', () => {
    expect(chunkOf(path.join(root, 'node_modules/zod/index.js'))).toBe('forms');
    expect(chunkOf(library('preact/dist/preact.mjs'))).toBe('preact-router');
    expect(chunkOf(library('react-router/dist/index.mjs'))).toBe('preact-router');
    expect(chunkOf(library('@floating-ui/dom/dist/floating-ui.dom.mjs'))).toBe('floating');
  });
});

describe('chunk groups stop the build when the app no longer has the shape they rely on', () => {
  const router = src('app/router.tsx');
  const routerModule = modules[router]!;
  const chunkOf = (meta: ManualChunkMeta) => () => chunkGroups(root)(src('main.tsx'), meta);
  const cases: [string, ManualChunkMeta, RegExp][] = [
    ['no router', changed({ [router]: undefined }), /no router at \/app\/src\/app\/router\.tsx/],
    [
      'a sign-in page the router does not load',
      changed({ [router]: { ...routerModule, lazy: routerModule.lazy!.filter((id) => !id.includes('SignIn')) } }),
      /does not import the sign-in page/,
    ],
    [
      'a shell the router does not load',
      changed({ [router]: { ...routerModule, lazy: routerModule.lazy!.filter((id) => !id.includes('SignedInShell')) } }),
      /does not import the signed-in shell/,
    ],
    [
      'a page outside features/<area>/routes',
      changed({ [router]: { ...routerModule, lazy: [...routerModule.lazy!, src('pages/Help.tsx')] }, [src('pages/Help.tsx')]: {} }),
      /src\/pages\/Help\.tsx, which is neither a page/,
    ],
    ['no Preact', changed({ [library('preact/dist/preact.mjs')]: undefined }), /no module of Preact/],
    ['no router library', changed({ [library('react-router/dist/index.mjs')]: undefined }), /no module of the router/],
    ['no form library', changed({ [library('zod/index.js')]: undefined }), /no module of the form library/],
    ['no floating-ui', changed({ [library('@floating-ui/dom/dist/floating-ui.dom.mjs')]: undefined }), /no module of floating-ui/],
    [
      "a kit index whose components have side effects",
      changed({ [kit('components/Badge/Badge.mjs')]: {} }),
      /index of '@mantine\/core', no longer only re-exports/,
    ],
    [
      'a name the kit index does not give',
      changed({ [src('features/home/routes/index.tsx')]: { imports: [kit('index.mjs')], code: "import { Bagde } from '@mantine/core';" } }),
      /imports 'Bagde' from .*which the index does not re-export/,
    ],
  ];
  it.each(cases)('%s', (_name, meta, message) => {
    expect(chunkOf(meta)).toThrow(ChunkGroupsError);
    expect(chunkOf(meta)).toThrow(message);
  });
});

// The same rules in a real Vite build of a tiny app written to a temporary folder: the chunks
// come out named as the rules say, and a broken assumption fails the build itself.
describe('a Vite build with the chunk groups', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  function tinyApp(files: Record<string, string>) {
    const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fm-chunk-groups-')));
    folders.push(folder);
    const all: Record<string, string> = {
      'node_modules/preact/index.js': 'export const render = (what) => { globalThis.rendered = what; };',
      'node_modules/react-router/index.js': 'export const route = (path, load) => ({ path, load });',
      'node_modules/zod/index.js': 'export const string = () => ({ kind: "string" });',
      'node_modules/@floating-ui/dom/index.js': 'export const place = () => "below";',
      'src/main.tsx': "import { render } from '../node_modules/preact/index.js';\nimport { routes } from './app/router';\nrender(routes);",
      'src/app/router.tsx': [
        "import { route } from '../../node_modules/react-router/index.js';",
        'export const routes = [',
        "  route('/signin', () => import('../features/auth/routes/SignInRoute')),",
        "  route('/', () => import('./layouts/SignedInShell')),",
        "  route('/home', () => import('../features/home/routes')),",
        "  route('/profile', () => import('../features/profile/routes')),",
        '];',
      ].join('\n'),
      'src/features/auth/routes/SignInRoute.tsx': "export default () => 'sign in';",
      'src/app/layouts/SignedInShell.tsx': "import { place } from '../../../node_modules/@floating-ui/dom/index.js';\nexport const menu = () => place();",
      'src/features/home/routes/index.tsx': "import { greeting } from '../../../components/greeting';\nexport default () => greeting;",
      'src/features/profile/routes/index.tsx':
        "import { greeting } from '../../../components/greeting';\nimport { string } from '../../../../node_modules/zod/index.js';\nexport default () => [greeting, string()];",
      'src/components/greeting.ts': "export const greeting = 'hello';",
      ...files,
    };
    for (const [file, code] of Object.entries(all)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), code);
    }
    return folder;
  }

  // `vite build` in a process of its own (as `npm run build` runs it), with a config that uses
  // this folder's chunk-groups.ts: its exit status and what it prints.
  const web = path.dirname(fileURLToPath(import.meta.url));
  const buildApp = (folder: string) => {
    fs.writeFileSync(
      path.join(folder, 'vite.config.ts'),
      [
        `import { chunkGroups } from ${JSON.stringify(path.join(web, 'chunk-groups.ts'))};`,
        'export default {',
        '  logLevel: "error",',
        '  build: {',
        '    modulePreload: false,',
        '    rollupOptions: {',
        '      input: "src/main.tsx",',
        `      output: { entryFileNames: "[name].js", chunkFileNames: "[name].js", manualChunks: chunkGroups(${JSON.stringify(folder)}) },`,
        '    },',
        '  },',
        '};',
      ].join('\n'),
    );
    return new Promise<{ ok: boolean; output: string; chunks: string[] }>((resolve) => {
      // Without colours: Vite's colour library turns them on wherever a CI variable is set.
      const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
      execFile(process.execPath, [path.join(web, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: folder, env }, (error, stdout, stderr) => {
        const dist = path.join(folder, 'dist');
        const chunks = fs.existsSync(dist) ? fs.readdirSync(dist).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, '')) : [];
        resolve({ ok: !error, output: `${stdout}${stderr}`, chunks: chunks.sort() });
      });
    });
  };

  it('names the chunks as the rules say', async () => {
    const built = await buildApp(tinyApp({}));
    expect(built.output).toBe('');
    expect(built.ok).toBe(true);
    expect(built.chunks).toEqual(['auth', 'common', 'floating', 'forms', 'home', 'main', 'preact-router', 'profile', 'shell'].sort());
  });

  it('fails when the router is not where the rules look for it', async () => {
    const folder = tinyApp({});
    fs.renameSync(path.join(folder, 'src/app/router.tsx'), path.join(folder, 'src/app/routes.tsx'));
    fs.writeFileSync(path.join(folder, 'src/main.tsx'), "import { render } from '../node_modules/preact/index.js';\nimport { routes } from './app/routes';\nrender(routes);");
    const built = await buildApp(folder);
    expect(built.ok).toBe(false);
    expect(built.output).toMatch(/error during build:\n\s*chunk-groups\.ts: the build has no router at .*src\/app\/router\.tsx/);
    expect(built.chunks).toEqual([]);
  });
});
