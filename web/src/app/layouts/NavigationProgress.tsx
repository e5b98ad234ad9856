import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PAGE_TRANSITION_WAIT_MS } from '@/components/PageLoader';

/**
 * A bar across the top while the next page's code downloads (route `lazy`): the page on
 * screen stays until the next one can render, so a tap on a slow phone shows at once that it
 * was taken. Only after the page-transition wait, so a page already downloaded never flashes it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setVisible(true), PAGE_TRANSITION_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!visible) return null;
  return <div className="fm-navigation-progress fm-screen-only" role="progressbar" aria-label={t('common.loading')} />;
}
