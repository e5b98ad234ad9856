import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/Section';
import { toApiError } from '@/lib/api/errors';
import { useAuth } from '@/lib/auth/AuthProvider';
import { notify } from '@/lib/toasts';
import { useDownloadMyData } from '../api/export-my-data';

/**
 * A father reads, prints or downloads what the program holds about him; staff have no record of
 * their own here.
 */
export function MyDataSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const download = useDownloadMyData();
  if (!user || user.isAdmin) return null;
  return (
    <Section title={t('profile.myData.title')}>
      <Text size="sm" c="dimmed">
        {t('profile.myData.description')}
      </Text>
      <Group gap="xs">
        <Button component={Link} to="/profile/my-data">
          {t('profile.myData.read')}
        </Button>
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => notify.error(toApiError(error).message) })}
        >
          {t('profile.myData.download')}
        </Button>
      </Group>
    </Section>
  );
}
