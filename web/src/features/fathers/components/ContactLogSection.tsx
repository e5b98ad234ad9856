import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useRole } from '@/lib/auth/roles';
import { formatDate } from '@/lib/dates';
import { useDeleteContact } from '../api/delete-contact';
import { useFatherContacts } from '../api/get-father-contacts';
import type { CaseContact } from '../api/types';
import { ContactEntry } from './ContactEntry';

/** The contacts staff logged with him, newest first (staff only: fathers never see them). */
export function ContactLogSection({
  fatherId,
  onLog,
  onEdit,
}: {
  fatherId: string;
  onLog: () => void;
  onEdit: (contact: CaseContact) => void;
}) {
  const { t } = useTranslation();
  const role = useRole();
  const contacts = useFatherContacts(fatherId);
  const [deleting, setDeleting] = useState<CaseContact | null>(null);
  const confirm = useConfirmDelete({
    item: deleting,
    remove: useDeleteContact(),
    deleted: t('fathers.contacts.toasts.deleted'),
    onClose: () => setDeleting(null),
  });
  return (
    <Section
      title={t('fathers.contacts.title')}
      actions={
        <Button size="sm" onClick={onLog}>
          {t('fathers.contacts.log')}
        </Button>
      }
    >
      {contacts.isPending ? (
        <PageLoader />
      ) : contacts.isError ? (
        <LoadError title={t('fathers.contacts.loadFailed')} error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.contacts.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.contacts.title')}>
          {contacts.data.map((contact) => (
            <ContactEntry
              key={contact.id}
              contact={contact}
              mayChange={role.director || (contact.staffId != null && contact.staffId === role.userId)}
              onEdit={() => onEdit(contact)}
              onDelete={() => setDeleting(contact)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('fathers.contacts.deleteDialog.title')}
        body={t('fathers.contacts.deleteDialog.body', { date: deleting ? formatDate(deleting.at) : '' })}
        confirmLabel={t('fathers.contacts.deleteDialog.confirm')}
        {...confirm}
      />
    </Section>
  );
}
