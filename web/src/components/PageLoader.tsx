import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './page-loader.module.css';

/** The page-transition wait: a spinner only if loading takes longer than this. */
export const PAGE_TRANSITION_WAIT_MS = 100;

/**
 * The page-transition wait's spinner, centred in a block a page tall enough not to jump. Plain
 * elements (page-loader.module.css): start-up draws it several times (the first page's code,
 * the shell's, the saved data, the page's own) before a slow phone paints the page (issue 29).
 */
export function PageLoader() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_TRANSITION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={classes.loader} role="status" aria-live="polite" aria-label={t('common.loading')}>
      {visible && <Loader />}
    </div>
  );
}
