import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useFatherProgress } from '../api/get-father-progress';
import { ProgressStats } from './ProgressStats';

export function ProgressSection({ fatherId }: { fatherId: string }) {
  const { t } = useTranslation();
  const progress = useFatherProgress(fatherId);
  return (
    <Section
      title={t('fathers.detail.progress')}
      actions={
        <Anchor component={Link} to={`/fathers/${encodeURIComponent(fatherId)}/attendance-letter`} size="sm">
          {t('fathers.detail.attendanceLetter')}
        </Anchor>
      }
    >
      {progress.isPending ? (
        <PageLoader />
      ) : progress.isError ? (
        <LoadError title={t('fathers.detail.progressFailed')} error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <ProgressStats progress={progress.data} />
      )}
    </Section>
  );
}
