import { Paper, Stack, Text as Words } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useInbox } from '../api/get-inbox';
import { InboxList } from '../components/InboxList';

/** /texts (staff): the fathers' texts, one row per father, unread first; kept live by the stream. */
export function TextsInboxRoute() {
  const { t } = useTranslation();
  const inbox = useInbox();
  return (
    <Stack gap="md" maw={860}>
      <PageHeader title={t('texts.title')} description={t('texts.description')} />
      {inbox.isPending ? (
        <PageLoader />
      ) : inbox.isError ? (
        <LoadError title={t('texts.loadFailed')} error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <Words c="dimmed">{t('texts.empty')}</Words>
      ) : (
        <Paper withBorder>
          <InboxList rows={inbox.data} />
        </Paper>
      )}
    </Stack>
  );
}
