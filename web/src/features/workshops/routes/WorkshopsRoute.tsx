import { Anchor, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AtRiskList } from '@/components/program/AtRiskList';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useAuth } from '@/lib/auth/AuthProvider';
import { SessionLinks } from '@/components/program/SessionLinks';
import { useAtRisk } from '../api/get-at-risk';
import { useSessions } from '../api/get-sessions';
import { thisWeek } from '../utils/range';

/** /workshops/…: this week's sessions, the fathers at risk, and the ways into the area. */
export function WorkshopsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const range = thisWeek();
  const sessions = useSessions(range.from, range.to);
  const atRisk = useAtRisk({ enabled: staff });

  const links = [
    { to: '/workshops/cycle', label: t('workshops.links.cycles') },
    { to: '/workshops/session', label: t('workshops.links.sessions') },
    ...(staff ? [{ to: '/workshops/session-attendance', label: t('workshops.links.attendance') }] : []),
    ...(staff ? [] : [{ to: '/fathers/me', label: t('nav.myProgress') }]),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('workshops.title')}
        description={staff ? t('workshops.description') : t('workshops.myDescription')}
        actions={
          staff && (
            <Button component={Link} to="/cycles/new">
              {t('workshops.newCycle')}
            </Button>
          )
        }
      />
      <SimpleGrid cols={links.length} spacing="xs" component="nav" aria-label={t('workshops.title')}>
        {links.map((link) => (
          <Card key={link.to} withBorder padding="sm">
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: staff ? 2 : 1 }} spacing="md">
        <Section title={t('workshops.thisWeek')}>
          {sessions.isPending ? (
            <PageLoader />
          ) : sessions.isError ? (
            <LoadError title={t('workshops.sessionsFailed')} error={sessions.error} onRetry={() => void sessions.refetch()} />
          ) : sessions.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('workshops.noSessionsThisWeek')}
            </Text>
          ) : (
            <SessionLinks sessions={sessions.data} label={t('workshops.thisWeek')} />
          )}
        </Section>
        {staff && (
          <Section title={t('workshops.atRisk')}>
            <Text size="sm" c="dimmed">
              {t('workshops.atRiskHint')}
            </Text>
            {atRisk.isPending ? (
              <PageLoader />
            ) : atRisk.isError ? (
              <LoadError title={t('workshops.atRiskFailed')} error={atRisk.error} onRetry={() => void atRisk.refetch()} />
            ) : atRisk.data.length === 0 ? (
              <Text size="sm">{t('workshops.noAtRisk')}</Text>
            ) : (
              <AtRiskList rows={atRisk.data} />
            )}
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}
