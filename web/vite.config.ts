/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { preact } from '@preact/preset-vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunk-groups';

/** A file of this folder that an alias points at: the config stops at once when it is missing
 * (a package moved its build, a file was renamed) rather than a page or a test failing later
 * on something that seems unrelated. */
function file(relative: string): string {
  const absolute = fileURLToPath(new URL(relative, import.meta.url));
  if (!existsSync(absolute)) throw new Error(`vite.config.ts: an alias points at ${relative}, which does not exist`);
  return absolute;
}

/** A package entry an alias points at, checked the same way. */
function entry(specifier: string): string {
  try {
    createRequire(import.meta.url).resolve(specifier);
  } catch {
    throw new Error(`vite.config.ts: an alias points at '${specifier}', which does not resolve (is the package installed, does it still export that path?)`);
  }
  return specifier;
}

// One id per build: the client compares it with GET /api/version to notice a deployment.
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

// The server answers /api/version from dist/version.json.
function versionFile(): Plugin {
  return {
    name: 'fm-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
    },
  };
}

// The service worker (src/sw.ts) is built by Workbox with the list of files to precache: the
// app shell works offline and a new build's worker replaces the old one's files. The app
// registers it itself (lib/push/service-worker.ts) and keeps public/manifest.webmanifest.
function offlineShell() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}', 'icons/*.png', 'manifest.webmanifest'],
      // The kit components no page uses (chunk-groups.ts puts them in 'unused'): no phone needs them.
      globIgnores: ['assets/unused-*'],
      // Lazily loaded libraries (the calendar, the chart) are precached too: offline pages need them.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

// Mantine's stylesheet per component: each component module of @mantine/core imports its own
// CSS file, so a page's chunk carries the styles of the components it uses and /signin does
// not wait for the whole kit's 295 KB stylesheet (main.tsx imports the three global files).
// The files in `@layer mantine`: the app's own CSS wins over them whatever order chunks load in.
// In dev, where Vite pre-bundles the kit, main.tsx gets the whole stylesheet instead.
function mantineCssPerComponent(): Plugin {
  const componentModule = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
  let serving = false;
  return {
    name: 'fm-mantine-css-per-component',
    configResolved(config) {
      serving = config.command === 'serve' && config.mode !== 'test';
    },
    async resolveId(source, importer) {
      if (serving || !/^@mantine\/core\/styles\/[A-Za-z]+\.layer\.css$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    transform(code, id) {
      if (serving) {
        return id.endsWith('/src/main.tsx') ? `import '@mantine/core/styles.layer.css';\n${code}` : null;
      }
      const match = componentModule.exec(id.split('?')[0]);
      return match ? { code: `import '@mantine/core/styles/${match[1]}.layer.css';\n${code}`, map: null } : null;
    },
  };
}

/**
 * A feature's public module (`src/features/<area>/index.ts`, web/README.md "Rules") only
 * re-exports; the modules it names are marked as having no side effects of their own, so that a
 * page that imports one name from it downloads that name's module and not everything the area
 * gives the others: Rollup leaves out what no one uses, and chunk-groups.ts follows such an index
 * name by name. Without it, the RSVP link's page (signed out) would load the RSVP buttons and
 * the query library through `@/features/rsvp`, and any page importing a label from
 * `@/features/incentives` the form library.
 */
function featurePublicModules(): Plugin {
  const features = fileURLToPath(new URL('./src/features', import.meta.url));
  let named = new Set<string>();
  return {
    name: 'fm-feature-public-modules',
    apply: 'build',
    buildStart() {
      named = new Set();
      for (const area of readdirSync(features)) {
        const index = path.join(features, area, 'index.ts');
        if (!existsSync(index)) continue;
        for (const [, specifier] of readFileSync(index, 'utf8').matchAll(/\bfrom\s*['"](\.[^'"]+)['"]/g)) {
          const base = path.resolve(path.dirname(index), specifier);
          const found = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
          if (!found) throw new Error(`vite.config.ts: ${index} re-exports '${specifier}', which is not a .ts or .tsx file`);
          named.add(found);
        }
      }
    },
    transform(_code, id) {
      return named.has(id.split('?')[0]) ? { moduleSideEffects: false } : null;
    },
  };
}

/**
 * How JSX is compiled, and what reloads a component edited in dev. The app renders with Preact
 * (the aliases below), so the dev server uses Preact's own preset: Prefresh swaps an edited
 * component in place and keeps its state, where React Fast Refresh (plugin-react's) cannot
 * drive Preact and reloads the page. Its aliases are off (ours add what Preact lacks of React
 * 19, lib/react-on-preact.js) and JSX keeps importing `react/jsx-runtime`, as in the build, so
 * the dev server runs the code the build ships. The build and the tests keep plugin-react
 * (esbuild's JSX, no Fast Refresh there): the same chunks as before, byte for byte.
 */
function jsx(command: string, mode: string): PluginOption {
  if (command === 'serve' && mode !== 'test') {
    return preact({ reactAliasesEnabled: false, jsxImportSource: 'react', prerender: { enabled: false } });
  }
  return react();
}

export default defineConfig(({ command, mode }) => ({
  plugins: [jsx(command, mode), mantineCssPerComponent(), featurePublicModules(), versionFile(), offlineShell()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    // The app and its libraries are written for React; Preact renders them (web/README.md,
    // docs/ARCHITECTURE.md). Each React entry point is Preact's counterpart.
    alias: [
      { find: '@', replacement: file('./src') },
      // React's API as Preact's compatibility layer has it, plus what it lacks of React 19.
      { find: /^react$/, replacement: file('./src/lib/react-on-preact.js') },
      { find: /^react-dom$/, replacement: entry('preact/compat') },
      { find: /^react-dom\/client$/, replacement: entry('preact/compat/client') },
      // What compiled JSX imports (automatic runtime).
      { find: /^react\/jsx-runtime$/, replacement: entry('preact/compat/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: entry('preact/compat/jsx-dev-runtime') },
      // Recharts asks react-is what an element is; compat answers for Preact's elements.
      { find: /^react-is$/, replacement: entry('preact/compat') },
      // Testing Library's `act`.
      { find: /^react-dom\/test-utils$/, replacement: entry('preact/test-utils') },
      // React 17's useSyncExternalStore shim (react-i18next reads through it): compat has the hook.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: entry('preact/compat') },
      // The router's production build in the app that ships: its package exports only the
      // development one, whose warnings a phone runs on every navigation (the tests keep those).
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: file('./node_modules/react-router/dist/production/index.mjs') }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      // Calendar feeds (FM_PUBLIC_URL/ics/<token>.ics) when the public URL is the dev server.
      '/ics': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    assetsDir: 'assets',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deployments.
        manualChunks: chunkGroups(fileURLToPath(new URL('.', import.meta.url))),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // Whole-app tests load route chunks lazily; on two busy cores one can take several
    // seconds. A failing test only takes longer to say so.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'chunk-groups.test.ts'],
    // Tests run in Node, which picks a package's CommonJS entry where it has one; that entry's
    // `require('react')` is Node's and reaches React itself, past the aliases above, and a test
    // would then render two libraries at once. Each alias below points a library the tests
    // load at its ES module build, whose `import 'react'` goes through Vite and gets Preact.
    // `file()` stops the run at once if a package moves that build.
    alias: [
      // Testing Library's `render`: its CommonJS entry requires react-dom.
      { find: /^@testing-library\/react$/, replacement: file('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
      // The router: its "node" export is CommonJS.
      { find: /^react-router$/, replacement: file('./node_modules/react-router/dist/development/index.mjs') },
      // The dashboard's chart: its `main` is CommonJS.
      { find: /^recharts$/, replacement: file('./node_modules/recharts/es6/index.js') },
      // Recharts' store reads through this CommonJS-only module: src/testing/with-selector.ts
      // runs the library's own code with the app's `react` handed to its `require`.
      { find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: file('./src/testing/with-selector.ts') },
      // The gallery viewer's zoom: its `main` is CommonJS.
      { find: /^react-zoom-pan-pinch$/, replacement: file('./node_modules/react-zoom-pan-pinch/dist/index.esm.js') },
    ],
    // Libraries are run through Vite so that their `react` is the app's (Preact's compatibility
    // layer), except dayjs: its locales register on the one dayjs the app imports.
    server: { deps: { inline: [/^(?!.*[\\/]node_modules[\\/]dayjs[\\/])/] } },
    deps: { optimizer: { client: { enabled: true, include: ['react-remove-scroll'] } } },
    css: false,
  },
}));
