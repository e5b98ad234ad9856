import '@mantine/core/styles.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { installChunkReloadGuard } from '@/lib/build-reload';
import { registerServiceWorker } from '@/lib/push/service-worker';

installChunkReloadGuard();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
