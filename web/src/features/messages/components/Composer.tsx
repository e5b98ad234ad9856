import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import { useTouchTyping } from '@/lib/media';
import { useDraft } from './drafts';

/** At most this many characters in one message. */
const { maxLength: longest } = limits.NewMessage.body;

/** Characters as the server counts them (an emoji is one). */
function length(text: string) {
  return [...text].length;
}

/**
 * Where a message is written. Its draft is kept per conversation until it is sent. On a
 * computer Enter sends and Shift+Enter starts a new line; on a phone Enter starts a new line
 * and the Send button sends.
 */
export function Composer({
  userId,
  conversationId,
  onSend,
}: {
  userId: string;
  conversationId: string;
  onSend: (body: string) => void;
}) {
  const { t } = useTranslation();
  const touch = useTouchTyping();
  const [text, setText] = useDraft(userId, conversationId);
  const count = length(text);
  const tooLong = count > longest;
  const ready = text.trim() !== '' && !tooLong;

  const send = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (touch || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('messages.composer.label')}>
      <Stack gap={4} p="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={t('messages.composer.label')}
            placeholder={t('messages.composer.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            error={tooLong ? t('messages.composer.tooLong', { max: longest }) : undefined}
            enterKeyHint={touch ? 'enter' : 'send'}
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={!ready}>
            {t('messages.composer.send')}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {touch ? '' : t('messages.composer.enterHint')}
          </Text>
          <Text size="xs" c={tooLong ? 'red' : count > longest * 0.9 ? 'orange.8' : 'dimmed'}>
            {t('messages.composer.count', { count, max: longest })}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
