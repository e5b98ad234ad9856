import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The kit's Modal, for `Dialog`. The kit notes what has focus when a dialog opens, to give it
 * back on close, but notes nothing for a dialog mounted already open, as this one first is: the
 * control that opened it is noted here instead.
 */
export default function DialogModal({ opened, ...props }: ModalProps) {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    if (opened) return;
    // After the kit's own return (10 ms), and only if focus was left nowhere.
    const timeout = window.setTimeout(() => {
      const focused = document.activeElement;
      if ((!focused || focused === document.body) && opener instanceof HTMLElement) opener.focus({ preventScroll: true });
    }, 20);
    return () => window.clearTimeout(timeout);
  }, [opened, opener]);
  return <Modal opened={opened} {...props} />;
}
