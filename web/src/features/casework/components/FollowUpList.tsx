import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { FOLLOW_UPS_LIMIT, useFollowUps, type FollowUp, type FollowUpWhen } from '../api/casework';
import { notify } from '@/lib/toasts';
import { useMarkFollowUpDone } from '../api/mark-follow-up-done';
import { FollowUpRow } from './FollowUpRow';

/** The open follow-ups due `when`, earliest first; "Done" takes one off the list. */
export function FollowUpList({ when }: { when: FollowUpWhen }) {
  const { t } = useTranslation();
  const followUps = useFollowUps(when);
  const done = useMarkFollowUpDone();

  const markDone = (followUp: FollowUp) =>
    done.mutate(followUp.id, {
      onSuccess: () => notify.success(t('casework.followUps.doneToast', { name: followUp.fatherName })),
      onError: (error) => notify.error(toApiError(error).message),
    });

  if (followUps.isPending) return <PageLoader />;
  if (followUps.isError) {
    return <LoadError title={t('casework.followUps.loadFailed')} error={followUps.error} onRetry={() => void followUps.refetch()} />;
  }
  const rows = followUps.data;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {t(`casework.followUps.empty.${when}`)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`casework.followUps.tabs.${when}`)}>
        {rows.map((followUp) => (
          <FollowUpRow
            key={followUp.id}
            followUp={followUp}
            overdue={when === 'overdue'}
            busy={done.isPending && done.variables === followUp.id}
            onDone={markDone}
          />
        ))}
      </Stack>
      {rows.length >= FOLLOW_UPS_LIMIT && (
        <Text size="sm" c="dimmed">
          {t('casework.followUps.firstOnly', { count: FOLLOW_UPS_LIMIT })}
        </Text>
      )}
    </Stack>
  );
}
