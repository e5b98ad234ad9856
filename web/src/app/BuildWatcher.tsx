import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GET } from '@/lib/api/client';
import { watchBuild } from '@/lib/build-reload';
import { unsavedWork } from '@/lib/offline/unsaved-work';
import { notify } from '@/lib/toasts';

function fetchBuildId() {
  return GET('/api/version', { auth: false }).then((answer) => answer.buildId);
}

/**
 * Reloads into a newer build once the server serves one; the dev server has no build id. The
 * reload waits while attendance marks are not on the server yet, and says so.
 */
export function BuildWatcher() {
  const { t } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return watchBuild({
      currentBuildId: __BUILD_ID__,
      fetchBuildId,
      holdWhile: () => unsavedWork() > 0,
      onHold: () => notify.info(t('offline.updateWaiting')),
    });
  }, [t]);
  return null;
}
