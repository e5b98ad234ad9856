import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '@/components/CardGrid';
import { CompletedCourseBadge } from '@/components/program/badges';
import { milestoneKindLabel, milestoneNote, milestoneTitle } from '@/components/program/labels';
import { EditDeleteButtons } from '@/components/EditDeleteButtons';
import { COMPLETED_COURSE, type Milestone } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';

export interface MilestoneListProps {
  milestones: Milestone[];
  /** Name each milestone's father (the list of everyone's). */
  showFather: boolean;
  /** Staff edit and delete; fathers only read. */
  onEdit?: (milestone: Milestone) => void;
  onDelete?: (milestone: Milestone) => void;
}

export function MilestoneList({ milestones, showFather, onEdit, onDelete }: MilestoneListProps) {
  const { t } = useTranslation();
  return (
    <CardGrid label={t('milestones.title')}>
      {milestones.map((milestone) => (
        <Card key={milestone.id} withBorder padding="md" component="li">
          <Stack gap={6} h="100%">
            <Group justify="space-between" gap="xs">
              {milestone.kind === COMPLETED_COURSE ? (
                <CompletedCourseBadge />
              ) : (
                <Badge variant="light" miw="max-content">
                  {milestoneKindLabel(t, milestone.kind)}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {formatDay(milestone.achievedAt)}
              </Text>
            </Group>
            <Text fw={600}>{milestoneTitle(t, milestone)}</Text>
            {showFather && (
              <Anchor component={Link} to={`/milestones/${milestone.fatherId}`} size="sm">
                {milestone.fatherName}
              </Anchor>
            )}
            {milestone.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {milestoneNote(t, milestone)}
              </Text>
            )}
            <EditDeleteButtons
              mt="auto"
              pt={4}
              onEdit={onEdit && (() => onEdit(milestone))}
              onDelete={onDelete && (() => onDelete(milestone))}
              edit={t('milestones.edit')}
              remove={t('milestones.delete')}
              editLabel={t('milestones.editLabel', { title: milestoneTitle(t, milestone), name: milestone.fatherName })}
              deleteLabel={t('milestones.deleteLabel', { title: milestoneTitle(t, milestone), name: milestone.fatherName })}
            />
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );
}
