import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '@/components/LinkedText';
import { EditDeleteButtons } from '@/components/EditDeleteButtons';
import { formatDate } from '@/lib/dates';
import type { Announcement } from '../api/types';

export interface AnnouncementCardProps {
  announcement: Announcement;
  /** Staff: edit and delete. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One announcement: pinned and new ones say so in words, not only in colour. */
export function AnnouncementCard({ announcement, onEdit, onDelete }: AnnouncementCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const audience = announcement.groupName ?? t('common.everyone');
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-labelledby={titleId}
      style={announcement.pinned ? { borderColor: 'var(--mantine-color-yellow-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {announcement.title}
          </Title>
          <Group gap={6} wrap="nowrap">
            {announcement.unread && (
              <Badge color="red" variant="filled">
                {t('announcements.new')}
              </Badge>
            )}
            {announcement.pinned && (
              <Badge color="yellow" variant="light" c="yellow.9">
                {t('announcements.pinned')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('announcements.audience', { audience })} ·{' '}
          {t('announcements.byline', { name: announcement.authorName ?? '', date: formatDate(announcement.createdAt) })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <LinkedText text={announcement.body} />
        </Text>
        <EditDeleteButtons
          justify="flex-end"
          onEdit={onEdit}
          onDelete={onDelete}
          edit={t('announcements.edit')}
          remove={t('announcements.delete')}
          editLabel={t('announcements.editLabel', { title: announcement.title })}
          deleteLabel={t('announcements.deleteLabel', { title: announcement.title })}
        />
      </Stack>
    </Card>
  );
}
