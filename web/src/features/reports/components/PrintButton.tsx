import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Opens the browser's print dialog; the page's print stylesheet leaves only the page itself. */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={() => window.print()} className="fm-screen-only">
      {label ?? t('reports.print')}
    </Button>
  );
}
