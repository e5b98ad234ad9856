import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { MilestoneRow } from '@/components/program/MilestoneRow';
import { milestoneTitle } from '@/components/program/labels';
import { COMPLETED_COURSE, type Father } from '@/lib/api/program';
import { useFatherMilestones } from '../api/get-father-milestones';

export function MilestonesSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const milestones = useFatherMilestones(father.id);
  return (
    <Section
      title={t('fathers.detail.milestones')}
      actions={
        <Anchor component={Link} to={`/milestones/${father.id}`} size="sm">
          {t('fathers.detail.allMilestones')}
        </Anchor>
      }
    >
      {milestones.isPending ? (
        <PageLoader />
      ) : milestones.isError ? (
        <LoadError
          title={t('fathers.detail.milestonesFailed')}
          error={milestones.error}
          onRetry={() => void milestones.refetch()}
        />
      ) : milestones.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noMilestones')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.detail.milestones')}>
          {milestones.data.map((milestone) => (
            <MilestoneRow
              key={milestone.id}
              milestone={milestone}
              action={
                milestone.kind === COMPLETED_COURSE && milestone.cycleId ? (
                  <Anchor
                    component={Link}
                    to={`/fathers/${encodeURIComponent(father.id)}/certificate/${encodeURIComponent(milestone.cycleId)}`}
                    size="xs"
                    aria-label={t('fathers.detail.certificateFor', { title: milestoneTitle(t, milestone) })}
                  >
                    {t('fathers.detail.certificate')}
                  </Anchor>
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
