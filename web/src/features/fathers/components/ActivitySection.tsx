import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityText } from '@/components/activity';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';
import { useFatherActivity } from '../api/get-father-activity';

export function ActivitySection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const activity = useFatherActivity(father.id);
  return (
    <Section title={t('fathers.detail.activity')}>
      {activity.isPending ? (
        <PageLoader />
      ) : activity.isError ? (
        <LoadError title={t('fathers.detail.activityFailed')} error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noActivity')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.data.slice(0, 20).map((entry) => (
            <Group key={entry.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" miw={110} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(entry.createdAt)}
              </Text>
              <Text size="sm">{activityText(t, entry)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
