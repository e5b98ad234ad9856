/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunk-groups';

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

export default defineConfig({
  plugins: [react(), mantineCssPerComponent(), versionFile(), offlineShell()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-on-preact.js', import.meta.url)) },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-is$/, replacement: 'preact/compat' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
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
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)),
      },
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
      // Their CommonJS entries (which Node picks) `require('react')` past the alias.
      { find: /^recharts$/, replacement: fileURLToPath(new URL('./node_modules/recharts/es6/index.js', import.meta.url)) },
      {
        find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/testing/with-selector.ts', import.meta.url)),
      },
      { find: /^react-zoom-pan-pinch$/, replacement: fileURLToPath(new URL('./node_modules/react-zoom-pan-pinch/dist/index.esm.js', import.meta.url)) },
    ],
    // Libraries are run through Vite so that their `react` is the app's (Preact's compatibility
    // layer), except dayjs: its locales register on the one dayjs the app imports.
    server: { deps: { inline: [/^(?!.*[\\/]node_modules[\\/]dayjs[\\/])/] } },
    deps: { optimizer: { client: { enabled: true, include: ['react-remove-scroll'] } } },
    css: false,
  },
});
