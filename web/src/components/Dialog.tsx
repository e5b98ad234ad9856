import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The kit's modal (its portal, focus trap, scroll lock and scroll area, which brings the floating
// parts' positioning library) downloads when a dialog first opens: no page needs it to show.
const DialogModal = lazy(() => import('./DialogModal'));

/**
 * A dialog: the kit's Modal with its close button named, mounted from the first time it opens
 * (and kept, so that closing plays out and gives focus back).
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} {...props} />
    </Suspense>
  );
}
