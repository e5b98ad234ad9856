import path from 'node:path';
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

// A made-up app, as Rollup would describe it: paths under a root that does not exist on disk,
// so imports go through the graph only (the kit's index is named by its package).
const root = '/app';
const src = (file: string) => path.join(root, 'src', file);
const kit = (file: string) => path.join(root, 'node_modules/@mantine/core/esm', file);

function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; code?: string; entry?: boolean; pure?: boolean }>) {
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

const app = graph({
  [path.join(root, 'index.html')]: { entry: true, imports: [src('main.tsx')] },
  [src('main.tsx')]: { imports: [src('app/router.tsx'), kit('index.mjs')], code: "import { Button } from '@mantine/core';" },
  [src('app/router.tsx')]: {
    lazy: [src('features/auth/routes/SignInRoute.tsx'), src('app/layouts/SignedInShell.tsx'), src('features/home/routes/index.tsx'), src('features/fathers/routes/index.tsx')],
  },
  [src('features/auth/routes/SignInRoute.tsx')]: { imports: [kit('index.mjs')], code: "import { TextInput } from '@mantine/core';" },
  [src('app/layouts/SignedInShell.tsx')]: { imports: [kit('index.mjs')], code: "import { AppShell } from '@mantine/core';" },
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
});

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

  it('keeps the form library in its own long-lived chunk', () => {
    expect(chunkOf(path.join(root, 'node_modules/zod/index.js'))).toBe('forms');
  });
});
