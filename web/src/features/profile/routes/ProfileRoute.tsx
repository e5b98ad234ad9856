import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useSignOut } from '@/lib/auth/sign-out';
import { MyConsents } from '@/features/consents';
import { useMe } from '../api/get-me';
import { CalendarFeed } from '../components/CalendarFeed';
import { MyDataSection } from '../components/MyDataSection';
import { DeviceNotifications } from '../components/DeviceNotifications';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { Reminders } from '../components/Reminders';
import { useDevicePush } from '../components/useDevicePush';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export function ProfileRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  const { user } = useAuth();
  const device = useDevicePush(user?.id);

  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="dimmed">{t('profile.description')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('profile.details')}>
          {me.isPending ? (
            <PageLoader />
          ) : me.isError ? (
            <Text c="red" role="alert">
              {toApiError(me.error).message}
            </Text>
          ) : (
            // A profile changed elsewhere starts the form again from the new values.
            <ProfileForm key={me.data.updatedAt} user={me.data} />
          )}
        </Section>
        <Stack gap="md">
          <Section title={t('profile.password.title')} description={t('profile.password.description')}>
            <PasswordForm />
          </Section>
          <Section title={t('profile.signOut.title')} description={t('profile.signOut.description')}>
            <Button variant="light" color="red" onClick={() => void signOut()}>
              {t('profile.signOut.submit')}
            </Button>
          </Section>
        </Stack>
      </SimpleGrid>
      {user && (
        <Section title={t('profile.notifications.title')} description={t('profile.notifications.description')}>
          <DeviceNotifications device={device} />
        </Section>
      )}
      {user && !user.isAdmin && (
        // Fathers are reminded of their sessions and events; staff are not.
        <Section title={t('profile.reminders.title')} description={t('profile.reminders.description')}>
          {me.data ? <Reminders user={me.data} device={device.state} /> : <PageLoader />}
        </Section>
      )}
      {user && !user.isAdmin && <MyConsents />}
      <Section title={t('profile.feed.title')} description={t('profile.feed.description')}>
        <CalendarFeed />
      </Section>
      <MyDataSection />
    </Stack>
  );
}
