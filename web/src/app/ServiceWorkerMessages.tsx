import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listenToServiceWorker } from '@/lib/push/service-worker';
import { notify } from '@/lib/toasts';

/**
 * The service worker's messages to a signed-in page: a push that arrives while the page is
 * visible is an information toast (its title, or 'New Message'), not a notification; a
 * notification clicked opens its address here, through the router.
 */
export function ServiceWorkerMessages() {
  // The language at the moment the push arrives (i18n.t), not at the last render: a listener
  // registered before the signed-in user's language came in would speak the browser's.
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      listenToServiceWorker((message) => {
        if (message.type === 'push') {
          notify.info(message.title || i18n.t('push.newMessage'));
          return true;
        }
        const target = new URL(message.url, window.location.origin);
        if (target.origin !== window.location.origin) return false;
        void navigate(`${target.pathname}${target.search}${target.hash}`);
        return true;
      }),
    [navigate, i18n],
  );
  return null;
}
