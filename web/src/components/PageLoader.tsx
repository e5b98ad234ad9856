import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The page-transition wait: a spinner only if loading takes longer than this. */
export const PAGE_TRANSITION_WAIT_MS = 100;

export function PageLoader() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_TRANSITION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih="40vh" role="status" aria-live="polite" aria-label={t('common.loading')}>
      {visible && <Loader />}
    </Center>
  );
}
