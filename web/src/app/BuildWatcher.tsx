import { useEffect } from 'react';
import { api } from '@/lib/api/client';
import { watchBuild } from '@/lib/build-reload';

function fetchBuildId() {
  return api<{ buildId: string }>('/version', { auth: false }).then((answer) => answer.buildId);
}

/** Reloads into a newer build once the server serves one; the dev server has no build id. */
export function BuildWatcher() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return watchBuild({ currentBuildId: __BUILD_ID__, fetchBuildId });
  }, []);
  return null;
}
