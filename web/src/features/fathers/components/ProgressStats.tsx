import { Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AtRiskBadge } from '@/components/program/badges';
import { Stat } from '@/components/Stat';
import { percent } from '@/components/program/labels';
import type { Progress } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';

/** Rate, hours, absences in a row and last attended, across all of his cycles. */
export function ProgressStats({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  return (
    <>
      {progress.atRisk && (
        <Group gap="xs">
          <AtRiskBadge />
          <Text size="sm" c="red.8">
            {t('fathers.detail.atRiskHint')}
          </Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="list" aria-label={t('fathers.detail.progress')}>
        <div role="listitem">
          <Stat
            label={t('fathers.detail.rate')}
            value={progress.countable > 0 ? percent(progress.rate) : '—'}
            hint={t('fathers.detail.sessionsAttended', { attended: progress.attended, countable: progress.countable })}
          />
        </div>
        <div role="listitem">
          <Stat label={t('fathers.detail.hours')} value={String(progress.hours)} />
        </div>
        <div role="listitem">
          <Stat label={t('fathers.detail.consecutiveAbsences')} value={String(progress.consecutiveAbsences)} />
        </div>
        <div role="listitem">
          <Stat
            label={t('fathers.detail.lastAttended')}
            value={progress.lastAttended ? formatDate(progress.lastAttended) : t('common.never')}
            small
          />
        </div>
      </SimpleGrid>
    </>
  );
}
