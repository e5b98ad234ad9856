import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/AuthProvider';

const STAFF_LINKS = [
  { to: '/fathers', label: 'nav.fathers' },
  { to: '/fathers-group', label: 'nav.groups' },
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/milestones', label: 'nav.milestones' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/messages', label: 'nav.messages' },
] as const;

/** A father's way to his own record, attendance and milestones comes first. */
const FATHER_LINKS = [
  { to: '/fathers/me', label: 'nav.myProgress' },
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/milestones', label: 'nav.milestones' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/messages', label: 'nav.messages' },
  { to: '/announcement', label: 'nav.announcements' },
] as const;

export default function HomeRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.firstName || user?.displayName || '';
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('home.greeting', { name })}</Title>
        <Text c="dimmed">{t('home.intro')}</Text>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('home.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {(user?.isAdmin ? STAFF_LINKS : FATHER_LINKS).map((link) => (
            <Card key={link.to} withBorder padding="md">
              <Anchor component={Link} to={link.to} fw={600}>
                {t(link.label)}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
