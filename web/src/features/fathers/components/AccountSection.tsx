import { Button, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Section } from '@/components/Section';
import { fullName } from '@/components/program/labels';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { conversationPath } from '@/features/messages';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { toLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toasts';
import { useInviteFather } from '../api/invite-father';
import { useMessageFather } from '../api/message-father';

/**
 * Whether he has an account in the app (staff): without one, he is invited from his record (the
 * invitation goes to the record's e-mail); with one, staff write to him.
 */
export function AccountSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.account.title')}>
      {father.userId ? <HasAccount userId={father.userId} /> : <NoAccount father={father} />}
    </Section>
  );
}

function HasAccount({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessageFather();
  const open = async () => {
    try {
      const conversation = await message.mutateAsync(userId);
      await navigate(conversationPath(conversation.id));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('fathers.account.has')}</Text>
      <Button variant="light" loading={message.isPending} onClick={() => void open()}>
        {t('fathers.account.message')}
      </Button>
    </Stack>
  );
}

function NoAccount({ father }: { father: Father }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const noEmail = father.email.trim() === '';
  const close = () => setConfirming(false);
  const confirm = useConfirmDelete({
    item: confirming ? father : null,
    remove: useInviteFather(),
    deleted: (invited: Father) => t('fathers.toasts.invited', { email: invited.email }),
    onClose: close,
    // A record without an e-mail is refused on its field; the sentence there says what to do.
    refused: (error) => {
      const reason = error.fields.email;
      if (!reason) return false;
      notify.error(reason);
      close();
      return true;
    },
  });

  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('fathers.account.none')}</Text>
      <Button variant="light" disabled={noEmail} aria-describedby={noEmail ? hintId : undefined} onClick={() => setConfirming(true)}>
        {t('fathers.account.invite')}
      </Button>
      {noEmail && (
        <Text id={hintId} size="sm" c="dimmed">
          {t('fathers.account.noEmail')}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={t('fathers.account.inviteDialog.title', { name: fullName(father) })}
        body={t('fathers.account.inviteDialog.body', {
          email: father.email,
          language: t(`languages.${toLanguage(father.preferredLanguage)}`),
        })}
        confirmLabel={t('fathers.account.inviteDialog.confirm')}
        confirmColor="blue"
        {...confirm}
      />
    </Stack>
  );
}
