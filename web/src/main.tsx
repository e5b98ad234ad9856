// Mantine's global styles; each component's own stylesheet comes with the chunk that uses it
// (vite.config.ts, mantineCssPerComponent). All in `@layer mantine`, under the app's own CSS.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter, preloadMatchedRoutes } from '@/app/router';
import { restoreSession } from '@/lib/auth/session';
import { installChunkReloadGuard } from '@/lib/build-reload';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/push/service-worker';

installChunkReloadGuard();
// The session is asked for first, with the modules' evaluation: the page's data waits for it.
void restoreSession();
// The worker precaches the whole app for offline use: after the page has loaded, so that
// download does not compete with the first screen's on a slow connection.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router in a task of its own, right after the modules' evaluation: making it (the route
// table, the first page's code asked for) was half of that task, which on a slow phone's
// start-up was one long task where two shorter ones block less (issue 29). It still starts
// before the first render: the page's own code and the session are fetched beside the language,
// not after them.
setTimeout(() => {
  const router = createAppRouter();
  preloadMatchedRoutes(router.state.matches);
  // The first render waits for the language's strings: never a flash of untranslated keys.
  void i18nReady.finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}, 0);
