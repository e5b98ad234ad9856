import { Alert, Badge, Center, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '@/lib/api/errors';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useContacts } from '../api/get-contacts';
import { useOpenConversation } from '../api/open-conversation';
import type { Contact } from '../api/types';
import classes from './messages.module.css';

/** The search reaches the server this long after the last keystroke. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Whom to write to: a father picks one of the program's staff; staff search anyone by name or
 * e-mail. Picking someone opens the conversation with him (the same one as before, if any).
 */
export function NewConversationDialog({
  opened,
  onClose,
  staff,
  userId,
}: {
  opened: boolean;
  onClose: () => void;
  staff: boolean;
  userId: string;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('messages.picker.title')} fullScreen={phone}>
      {opened && <Picker staff={staff} userId={userId} onClose={onClose} />}
    </Dialog>
  );
}

function Picker({ staff, userId, onClose }: { staff: boolean; userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const contacts = useContacts(staff ? q : '');
  const open = useOpenConversation();
  const people = (contacts.data ?? []).filter((contact) => contact.userId !== userId);

  const pick = async (contact: Contact) => {
    try {
      const conversation = await open.mutateAsync(contact.userId);
      onClose();
      await navigate(`/messages/${encodeURIComponent(conversation.id)}`);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {staff ? t('messages.picker.staffHint') : t('messages.picker.fatherHint')}
      </Text>
      {staff && (
        <TextInput
          label={t('messages.picker.search')}
          placeholder={t('messages.picker.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          data-autofocus
        />
      )}
      {contacts.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : contacts.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('messages.picker.loadFailed')}>
          {toApiError(contacts.error).message}
        </Alert>
      ) : people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.picker.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('messages.picker.people')}>
          {people.map((contact) => (
            <li key={contact.userId}>
              <UnstyledButton
                className={classes.conversation}
                p="sm"
                w="100%"
                disabled={open.isPending}
                onClick={() => void pick(contact)}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {contact.displayName}
                  </Text>
                  {contact.isStaff && (
                    <Badge size="sm" variant="light">
                      {t('messages.picker.staff')}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
