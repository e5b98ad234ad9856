import { Box, Button, Center, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useNarrow } from '@/lib/media';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/ConversationList';
import { NewConversationDialog } from '../components/NewConversationDialog';
import { Thread } from '../components/Thread';
import classes from '../components/messages.module.css';

/**
 * /messages and /messages/:conversationId. Side by side on a wide screen; on a phone the list
 * and the thread are screens of their own.
 */
export function MessagesRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { conversationId } = useParams();
  const narrow = useNarrow();
  const conversations = useConversations();
  const [picking, setPicking] = useState(false);
  if (!user) return null;
  const staff = user.isAdmin;
  const showList = !narrow || !conversationId;
  const showThread = !narrow || Boolean(conversationId);

  return (
    <Stack gap="sm" className={classes.page}>
      {showList && (
        <PageHeader
          title={t('messages.title')}
          description={staff ? t('messages.staffDescription') : t('messages.description')}
          actions={<Button onClick={() => setPicking(true)}>{t('messages.newConversation')}</Button>}
        />
      )}
      <Group gap="sm" align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {showList && (
          <Paper withBorder className={classes.panel} w={narrow ? '100%' : 320} style={{ flexShrink: 0 }}>
            <ScrollArea h="100%" type="auto">
              {conversations.isPending ? (
                <PageLoader />
              ) : conversations.isError ? (
                <Box p="sm">
                  <LoadError
                    title={t('messages.loadFailed')}
                    error={conversations.error}
                    onRetry={() => void conversations.refetch()}
                  />
                </Box>
              ) : conversations.data.length === 0 ? (
                <Text c="dimmed" p="md">
                  {t('messages.empty')}
                </Text>
              ) : (
                <ConversationList conversations={conversations.data} activeId={conversationId} userId={user.id} />
              )}
            </ScrollArea>
          </Paper>
        )}
        {showThread && (
          <Paper withBorder className={classes.panel} style={{ flex: 1 }}>
            {conversationId ? (
              // A thread of its own per conversation: scroll place, draft and read marks start afresh.
              <Thread key={conversationId} conversationId={conversationId} userId={user.id} staff={staff} back={narrow} />
            ) : (
              <Center h="100%" p="md">
                <Text c="dimmed">{t('messages.choose')}</Text>
              </Center>
            )}
          </Paper>
        )}
      </Group>
      <NewConversationDialog opened={picking} onClose={() => setPicking(false)} staff={staff} userId={user.id} />
    </Stack>
  );
}
