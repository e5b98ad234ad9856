// Mantine's global styles; each component's own stylesheet comes with the chunk that uses it
// (vite.config.ts, mantineCssPerComponent). All in `@layer mantine`, under the app's own CSS.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter, firstNavigation } from '@/app/router';
import { restoreSession } from '@/lib/auth/session';
import { installChunkReloadGuard } from '@/lib/build-reload';
import { startI18n } from '@/lib/i18n';
import { firstLanguage } from '@/lib/i18n/first-language';
import { registerServiceWorker } from '@/lib/push/service-worker';

installChunkReloadGuard();
// The session is asked for first, with the modules' evaluation: the page's data waits for it,
// and so does the language of a first render with no one remembered on this device.
void restoreSession();
const language = firstLanguage();
// The worker precaches the whole app for offline use: after the page has loaded, so that
// download does not compete with the first screen's on a slow connection.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router in tasks of its own, right after the modules' evaluation: making it (the route
// table) and starting it (the first navigation: the page's and the shell's code, the shell's
// strings and saved data) were half of that task; on a slow phone's start-up three shorter tasks
// block less than one long one (issues 29, 41). The first render waits for the language's
// strings (never a flash of untranslated keys) and for that first navigation, so that it draws
// the page once, not a loader then the page; until then the page shows index.html's title.
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => {
    router.initialize();
    void Promise.all([language.then((first) => startI18n(first)), firstNavigation(router)]).finally(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  }, 0);
}, 0);
