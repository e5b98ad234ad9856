/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
      // Lazily loaded libraries (the calendar, the chart) are precached too: offline pages need them.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

export default defineConfig({
  plugins: [react(), versionFile(), offlineShell()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          mantine: ['@mantine/core', '@mantine/hooks'],
          forms: ['react-hook-form', '@hookform/resolvers', 'zod'],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
