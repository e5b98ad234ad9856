import { Alert, Box, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { formatDay } from '@/lib/dates';
import { useOlderAbove } from '@/lib/use-older-above';
import { threadMessages } from '../api/cache';
import { useDeleteMessage } from '../api/delete-message';
import { useConversation } from '../api/get-conversation';
import { useThread } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { sameSender, type Conversation, type Message } from '../api/types';
import { useOutbox } from '../api/use-outbox';
import { Composer } from './Composer';
import { MessageBubble, OutgoingBubble } from './MessageBubble';
import classes from './messages.module.css';

/** Within this distance of the end, the thread follows new messages. */
const STICK_PX = 80;
/** Within this distance of the top, older messages are loaded. */
const OLDER_PX = 40;

export interface ThreadProps {
  conversationId: string;
  userId: string;
  staff: boolean;
  /** On a phone the thread is a screen of its own, with a way back to the list. */
  back: boolean;
}

/** One conversation: its messages, oldest first, and the composer under them. */
export function Thread({ conversationId, userId, staff, back }: ThreadProps) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const notFound = conversation.isError && toApiError(conversation.error).status === 404;
  const title = conversation.data?.title ?? '';

  return (
    <Stack gap={0} h="100%" className={classes.panel} component="section" aria-label={title || t('messages.thread.label')}>
      <Group gap="xs" px="sm" py="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {back && (
          <Button component={Link} to="/messages" variant="subtle" size="compact-md" aria-label={t('messages.back')}>
            ←
          </Button>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* On a phone the thread is the page, and its title the page's heading. */}
          <Title order={back ? 1 : 2} fz="h4" lineClamp={1}>
            {title || '\u00a0'}
          </Title>
          {conversation.data?.kind === 'group' && (
            <Text size="xs" c="dimmed">
              {t('messages.group')} · {t('messages.people', { count: conversation.data.participants.length })}
            </Text>
          )}
        </Stack>
      </Group>
      {notFound ? (
        <Box p="md">
          <Alert color="gray" variant="light" role="alert">
            {t('messages.thread.notFound')}
          </Alert>
        </Box>
      ) : conversation.isError && !conversation.data ? (
        <Box p="md">
          <LoadError title={t('messages.thread.loadFailed')} error={conversation.error} onRetry={() => void conversation.refetch()} />
        </Box>
      ) : (
        <ThreadBody conversationId={conversationId} conversation={conversation.data} userId={userId} staff={staff} />
      )}
    </Stack>
  );
}

function ThreadBody({
  conversationId,
  conversation,
  userId,
  staff,
}: {
  conversationId: string;
  conversation: Conversation | undefined;
  userId: string;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const thread = useThread(conversationId);
  const outbox = useOutbox(userId, conversationId);
  const remove = useDeleteMessage(userId);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const messages = threadMessages(thread.data);
  const viewport = useRef<HTMLDivElement>(null);

  useMarkReadWhileVisible(conversationId, conversation, messages);

  // Older messages go in above: the reader's place stays where it was.
  const loadOlder = useOlderAbove(viewport, thread, messages[0]?.id);
  const { hasNextPage, isFetchingNextPage } = thread;

  // New messages at the end: followed when the reader is at the end, or wrote them.
  const atEnd = useRef(true);
  const newest = messages[messages.length - 1]?.id;
  const pendingCount = outbox.pending.length;
  const lastPending = useRef(pendingCount);
  useLayoutEffect(() => {
    const element = viewport.current;
    const sent = pendingCount > lastPending.current;
    lastPending.current = pendingCount;
    if (element && (atEnd.current || sent)) element.scrollTop = element.scrollHeight;
  }, [newest, pendingCount]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < OLDER_PX) loadOlder();
  };

  const confirmDelete = useConfirmDelete({ item: deleting, remove, deleted: t('messages.deleted'), onClose: () => setDeleting(null) });

  const group = conversation?.kind === 'group';
  const canDelete = (message: Message) => message.senderId === userId || (staff && group);

  return (
    <>
      <div ref={viewport} className={classes.scroller} onScroll={onScroll} data-thread-scroller>
        {thread.isPending ? (
          <PageLoader />
        ) : thread.isError ? (
          <Box p="md">
            <LoadError title={t('messages.thread.loadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />
          </Box>
        ) : (
          <Stack gap="xs" p="sm">
            {hasNextPage && (
              <Center>
                <Button variant="default" size="xs" loading={isFetchingNextPage} onClick={loadOlder}>
                  {t('messages.thread.loadOlder')}
                </Button>
              </Center>
            )}
            {thread.isFetchNextPageError && (
              <Text size="sm" c="red" role="alert" ta="center">
                {t('messages.thread.olderFailed')}
              </Text>
            )}
            {messages.length === 0 && outbox.pending.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {t('messages.thread.empty')}
              </Text>
            )}
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('messages.thread.label')}>
              {messages.map((message, index) => {
                const previous = messages[index - 1];
                const newDay = !previous || formatDay(previous.sentAt) !== formatDay(message.sentAt);
                const own = message.senderId === userId;
                return (
                  <Fragment key={message.id}>
                    {newDay && (
                      <li aria-hidden>
                        <Divider label={formatDay(message.sentAt)} labelPosition="center" />
                      </li>
                    )}
                    <MessageBubble
                      message={message}
                      own={own}
                      showSender={!own && (newDay || !previous || !sameSender(previous, message))}
                      onDelete={canDelete(message) ? () => setDeleting(message) : undefined}
                    />
                  </Fragment>
                );
              })}
              {outbox.pending.map((item) => (
                <OutgoingBubble
                  key={item.localId}
                  message={item}
                  onRetry={() => outbox.retry(item.localId)}
                  onDiscard={() => outbox.discard(item.localId)}
                />
              ))}
            </Stack>
            {thread.isFetching && !thread.isFetchingNextPage && !thread.isPending && (
              <Center>
                <Loader size="xs" />
              </Center>
            )}
          </Stack>
        )}
      </div>
      <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Composer userId={userId} conversationId={conversationId} onSend={outbox.send} />
      </Box>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('messages.deleteDialog.title')}
        body={t('messages.deleteDialog.body')}
        confirmLabel={t('messages.deleteDialog.confirm')}
        {...confirmDelete}
      />
    </>
  );
}

/**
 * While the thread is on screen and the tab visible, what has arrived counts as read: the
 * server is told up to the newest message whenever the conversation has something unread
 * (a message arriving live makes it so).
 */
function useMarkReadWhileVisible(conversationId: string, conversation: Conversation | undefined, messages: Message[]) {
  const visible = useDocumentVisibility() === 'visible';
  const { mutate } = useMarkRead();
  const marked = useRef<string | null>(null);
  const newest = messages[messages.length - 1]?.id;
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (!visible || !newest || unread === 0) return;
    if (marked.current !== null && marked.current >= newest) return;
    marked.current = newest;
    mutate(
      { conversationId, upTo: newest },
      {
        onError: () => {
          marked.current = null;
        },
      },
    );
  }, [visible, newest, unread, conversationId, mutate]);
}
