import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETED_COURSE, type Milestone } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';
import { CompletedCourseBadge } from './badges';
import { milestoneKindLabel, milestoneTitle } from './labels';

/**
 * One milestone in a list (a father's record, his dashboard): its title, its kind, the day, and
 * `action` (a link to its certificate, say) beside the day.
 */
export function MilestoneRow({ milestone, action }: { milestone: Milestone; action?: ReactNode }) {
  const { t } = useTranslation();
  const day = (
    <Text size="xs" c="dimmed">
      {formatDay(milestone.achievedAt)}
    </Text>
  );
  return (
    <Stack component="li" gap={2}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {milestoneTitle(t, milestone)}
        </Text>
        {milestone.kind === COMPLETED_COURSE ? (
          <CompletedCourseBadge size="sm" />
        ) : (
          <Badge variant="light" size="sm">
            {milestoneKindLabel(t, milestone.kind)}
          </Badge>
        )}
      </Group>
      {action ? (
        <Group gap="xs" justify="space-between">
          {day}
          {action}
        </Group>
      ) : (
        day
      )}
    </Stack>
  );
}
