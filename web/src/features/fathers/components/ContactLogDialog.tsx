import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { usePhone } from '@/lib/media';
import type { CaseContact, ContactMethod } from '../api/types';
import { ContactLogForm } from './ContactLogForm';

/** What the contact dialog is open for: a new contact by a method, or one to edit. Each opening starts a fresh form. */
export type ContactLogging = { method: ContactMethod } | { contact: CaseContact } | null;

export function ContactLogDialog({
  fatherId,
  logging,
  onClose,
}: {
  fatherId: string;
  logging: ContactLogging;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const editing = logging !== null && 'contact' in logging ? logging.contact : undefined;
  return (
    <Dialog
      opened={logging !== null}
      onClose={onClose}
      title={editing ? t('fathers.contacts.form.editTitle') : t('fathers.contacts.form.newTitle')}
      fullScreen={phone}
    >
      {logging !== null && (
        <ContactLogForm
          fatherId={fatherId}
          method={'method' in logging ? logging.method : undefined}
          contact={editing}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
