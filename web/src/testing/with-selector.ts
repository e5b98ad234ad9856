/// <reference types="node" />
// Tests only (vite.config.ts aliases `use-sync-external-store/…/with-selector` here): React's
// own CommonJS `useSyncExternalStoreWithSelector`, which recharts' store reads through, run on
// the `react` the app renders with. Node would `require('react')` and get React itself; here the
// module's `require` is handed the app's `react` (Preact's compatibility layer) instead, so the
// code under test is the library's, as in the build, where Rollup resolves the same `require`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as React from 'react';

const nodeRequire = createRequire(import.meta.url);
const file = join(
  dirname(nodeRequire.resolve('use-sync-external-store/shim/with-selector')),
  '../cjs/use-sync-external-store-shim/with-selector.development.js',
);
type WithSelector = <Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
) => Selection;
const module = { exports: {} as { useSyncExternalStoreWithSelector: WithSelector } };
const load = new Function('exports', 'require', 'module', 'process', readFileSync(file, 'utf8'));
load(module.exports, (id: string) => (id === 'react' || id === 'use-sync-external-store/shim' ? React : nodeRequire(id)), module, {
  env: { NODE_ENV: 'development' },
});

export const { useSyncExternalStoreWithSelector } = module.exports;
