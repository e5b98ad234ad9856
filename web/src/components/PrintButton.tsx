import { Button } from '@mantine/core';

/**
 * Opens the browser's print dialog; the print stylesheet (app/layouts/print.css) leaves only the
 * page itself, and this button is not printed.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="default" onClick={() => window.print()} className="fm-screen-only">
      {label}
    </Button>
  );
}
