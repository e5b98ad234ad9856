import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkedText } from '@/components/LinkedText';
import { formatDate } from '@/lib/dates';
import type { PinnedAnnouncement as Pinned } from '../api/types';

/** The latest pinned announcement, its first lines; the whole of it is on /announcement. */
export function PinnedAnnouncement({ announcement }: { announcement: Pinned | null }) {
  const { t } = useTranslation();
  if (!announcement) {
    return (
      <Text size="sm" c="dimmed">
        {t('home.pinned.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/announcement" fw={700}>
        {announcement.title}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('home.pinned.byline', { name: announcement.authorName ?? '', date: formatDate(announcement.createdAt) })}
      </Text>
      <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
        <LinkedText text={announcement.body} />
      </Text>
    </Stack>
  );
}
