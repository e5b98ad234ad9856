import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '@/components/EditDeleteButtons';
import { toApiError } from '@/lib/api/errors';
import { formatDate, formatDay } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import type { CaseContact } from '../api/types';
import { contactMethodLabel, contactOutcomeLabel, useMarkFollowUpDone } from '@/features/casework';

/** One contact of the log: when, who, how and what came of it, the note, the follow-up. */
export function ContactEntry({
  contact,
  mayChange,
  onEdit,
  onDelete,
}: {
  contact: CaseContact;
  /** Its author or a director. */
  mayChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const when = formatDate(contact.at);
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>
          {contactMethodLabel(t, contact.method)} · {contactOutcomeLabel(t, contact.outcome)}
        </Text>
        {contact.sensitive && (
          <Badge variant="outline" color="grape">
            {t('fathers.contacts.sensitive')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {[
          when,
          t('fathers.contacts.by', { name: contact.staffName }),
          contact.minutes > 0 ? t('fathers.contacts.minutes', { count: contact.minutes }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {contact.note == null ? (
        <Text size="sm" fs="italic" c="dimmed">
          {t('fathers.contacts.hiddenNote')}
        </Text>
      ) : (
        contact.note !== '' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {contact.note}
          </Text>
        )
      )}
      {contact.followUpDue != null && <FollowUp contact={contact} due={contact.followUpDue} />}
      {mayChange && (
        <EditDeleteButtons
          onEdit={onEdit}
          onDelete={onDelete}
          edit={t('fathers.contacts.edit')}
          remove={t('fathers.contacts.delete')}
          editLabel={t('fathers.contacts.editLabel', { date: when })}
          deleteLabel={t('fathers.contacts.deleteLabel', { date: when })}
        />
      )}
    </Stack>
  );
}

function FollowUp({ contact, due }: { contact: CaseContact; due: string }) {
  const { t } = useTranslation();
  const done = useMarkFollowUpDone();
  const day = formatDay(due);
  if (contact.followUpDoneAt != null) {
    return (
      <Text size="sm" c="dimmed">
        ✓ {t('fathers.contacts.followUpDone', { date: formatDate(contact.followUpDoneAt) })}
        {' · '}
        {t('fathers.contacts.followUpDue', { date: day })}
      </Text>
    );
  }
  const markDone = async () => {
    try {
      await done.mutateAsync(contact.id);
      notify.success(t('fathers.contacts.toasts.followUpDone'));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {t('fathers.contacts.followUpDue', { date: day })}
      </Text>
      <Button
        size="sm"
        variant="light"
        loading={done.isPending}
        onClick={() => void markDone()}
        aria-label={t('fathers.contacts.markDoneLabel', { date: day })}
      >
        {t('fathers.contacts.markDone')}
      </Button>
    </Group>
  );
}
