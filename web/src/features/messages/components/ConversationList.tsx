import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatRelative } from '@/lib/dates';
import type { Conversation } from '../api/types';
import classes from './messages.module.css';

/** Re-renders every minute, so "2 minutes ago" does not stay "a few seconds ago". */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface ConversationListProps {
  conversations: Conversation[];
  activeId?: string;
  userId: string;
}

/** The user's conversations, most recent first: who, the last message, when, and how many are unread. */
export function ConversationList({ conversations, activeId, userId }: ConversationListProps) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('messages.conversations')}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} active={conversation.id === activeId} userId={userId} now={now} />
        </li>
      ))}
    </Stack>
  );
}

function ConversationItem({
  conversation,
  active,
  userId,
  now,
}: {
  conversation: Conversation;
  active: boolean;
  userId: string;
  now: number;
}) {
  const { t } = useTranslation();
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const sender = last ? (last.senderId === userId ? t('messages.you') : (last.senderName ?? '')) : '';
  const preview = last ? (last.deleted ? t('messages.removed') : last.body.replace(/\s+/g, ' ')) : '';
  return (
    <UnstyledButton
      component={Link}
      to={`/messages/${encodeURIComponent(conversation.id)}`}
      className={classes.conversation}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      p="sm"
      w="100%"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={unread > 0 ? 700 : 600} size="sm" truncate>
          {conversation.title}
        </Text>
        {last && (
          // The exact time is in the thread (and read out here): nothing is left to a hover.
          <Text component="time" dateTime={last.sentAt} size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatRelative(last.sentAt, now)}
            <VisuallyHidden component="span">{` (${formatDate(last.sentAt)})`}</VisuallyHidden>
          </Text>
        )}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} truncate fs={last?.deleted ? 'italic' : undefined}>
          {last ? `${sender}: ${preview}` : conversation.kind === 'group' ? t('messages.group') : '\u00a0'}
        </Text>
        {unread > 0 && (
          <>
            <Badge size="sm" color="red" variant="filled" circle={unread < 10} aria-hidden style={{ flexShrink: 0 }}>
              {unread > 99 ? '99+' : unread}
            </Badge>
            <VisuallyHidden>{t('messages.unread', { count: unread })}</VisuallyHidden>
          </>
        )}
      </Group>
    </UnstyledButton>
  );
}
