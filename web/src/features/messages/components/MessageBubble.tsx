import { Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '@/components/LinkedText';
import { formatDate, formatTime } from '@/lib/dates';
import type { OutgoingMessage } from '../api/send-message';
import type { Message } from '../api/types';
import classes from './messages.module.css';

/** One message: own ones on the right, others on the left with the sender's name. */
export function MessageBubble({
  message,
  own,
  showSender,
  onDelete,
}: {
  message: Message;
  own: boolean;
  showSender: boolean;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const time = formatTime(message.sentAt);
  return (
    <Group component="li" justify={own ? 'flex-end' : 'flex-start'} gap={0} data-message-id={message.id}>
      <Box className={classes.bubble} data-own={own || undefined}>
        {showSender && (
          <Text size="xs" fw={700} c="dimmed">
            {message.senderName}
          </Text>
        )}
        {message.deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('messages.removed')}
          </Text>
        ) : (
          <Text size="sm">
            <LinkedText text={message.body} />
          </Text>
        )}
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {/* The day is on the divider above: on screen the time is enough, a screen reader
              (which skips the divider) hears the whole date. */}
          <Text component="time" size="xs" c="dimmed" dateTime={message.sentAt}>
            <span aria-hidden>{time}</span>
            <VisuallyHidden component="span">{formatDate(message.sentAt)}</VisuallyHidden>
          </Text>
          {onDelete && !message.deleted && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              onClick={onDelete}
              aria-label={t('messages.deleteLabel', { time })}
            >
              {t('messages.delete')}
            </Button>
          )}
        </Group>
      </Box>
    </Group>
  );
}

/** A message of the user's on its way ("Sending…") or not sent (Retry, Discard); its text is never lost. */
export function OutgoingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: OutgoingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  return (
    <Group component="li" justify="flex-end" gap={0}>
      <Box className={classes.bubble} data-own data-failed={failed || undefined} aria-busy={!failed}>
        <Text size="sm" c={failed ? undefined : 'dimmed'}>
          <LinkedText text={message.body} />
        </Text>
        {failed ? (
          <Group gap="xs" justify="flex-end" wrap="wrap" role="alert">
            <Text size="xs" c="red.8" fw={600}>
              {t('messages.status.notSent')}
            </Text>
            {message.error && (
              <Text size="xs" c="red.8">
                {message.error}
              </Text>
            )}
            <Button size="compact-xs" variant="filled" color="red" onClick={onRetry}>
              {t('messages.status.retry')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
              {t('messages.status.discard')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" ta="right">
            {t('messages.status.sending')}
          </Text>
        )}
      </Box>
    </Group>
  );
}
