/// <reference lib="webworker" />
/* Fatherhood Matters service worker, built by vite-plugin-pwa (Workbox, injectManifest):
 * the app shell offline, and Web Push notifications. */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_PAGES } from './service-worker/navigation';
import { installPushHandlers } from './service-worker/push';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: the page's build watcher reloads into the new build,
// which must then come from the new worker's cache, not the old one's.
void self.skipWaiting();
clientsClaim();

// index.html, the hashed assets, icons and the manifest; each build lists its own revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html: offline too. Nothing else is routed, so /api/* always
// goes to the network (private data, bearer tokens) and is never kept by the worker.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));

installPushHandlers(self);
