import { Button, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';

/** The private link that calendar apps subscribe to, a way to copy it and one to replace it. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const reset = async () => {
    try {
      await rotate.mutateAsync();
      notify.success(t('profile.feed.resetDone'));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
    setConfirming(false);
  };

  if (feed.isPending) return <PageLoader />;
  if (feed.isError) return <LoadError title={t('profile.feed.loadFailed')} error={feed.error} onRetry={() => void feed.refetch()} />;

  return (
    <Stack gap="sm">
      <TextInput
        ref={input}
        label={t('profile.feed.url')}
        description={t('profile.feed.urlHint')}
        value={feed.data.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm">
        <CopyButton value={feed.data.url}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              onClick={() => {
                // Without the clipboard (a page not served over https), the link is selected to copy by hand.
                if (navigator.clipboard) {
                  copy();
                } else {
                  input.current?.select();
                  notify.info(t('profile.feed.copyManually'));
                }
              }}
            >
              {copied ? t('profile.feed.copied') : t('profile.feed.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          {t('profile.feed.reset')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('profile.feed.howTo')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('profile.feed.google')}</List.Item>
          <List.Item>{t('profile.feed.apple')}</List.Item>
          <List.Item>{t('profile.feed.outlook')}</List.Item>
        </List>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.feed.resetDialog.title')}
        body={t('profile.feed.resetDialog.body')}
        confirmLabel={t('profile.feed.resetDialog.confirm')}
        busy={rotate.isPending}
        onConfirm={() => void reset()}
      />
    </Stack>
  );
}
