import { Anchor, Button, Card, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatDay } from '@/lib/dates';
import { useCycles } from '../api/get-cycles';

/** /workshops/cycle: every cycle (a father: his groups'), newest first. */
export function WorkshopCyclesRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const cycles = useCycles();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('workshops.cycles.title')}
        back={{ to: '/workshops', label: t('workshops.title') }}
        actions={
          staff && (
            <Button component={Link} to="/cycles/new">
              {t('workshops.newCycle')}
            </Button>
          )
        }
      />
      {cycles.isPending ? (
        <PageLoader />
      ) : cycles.isError ? (
        <LoadError title={t('workshops.cycles.loadFailed')} error={cycles.error} onRetry={() => void cycles.refetch()} />
      ) : cycles.data.length === 0 ? (
        <Text c="dimmed">{t('workshops.cycles.empty')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('workshops.cycles.title')}
        >
          {cycles.data.map((cycle) => (
            <Card key={cycle.id} withBorder padding="md" component="li">
              <Stack gap={6}>
                <Anchor component={Link} to={`/cycles/${cycle.id}`} fw={600}>
                  {cycle.title}
                </Anchor>
                <Text size="sm">{cycle.groupName}</Text>
                <Text size="xs" c="dimmed">
                  {t('workshops.cycles.dates', { start: formatDay(cycle.startDate), end: formatDay(cycle.endDate) })}
                </Text>
                <Text size="xs">
                  {t('workshops.cycles.completedOf', { completed: cycle.completedCount, total: cycle.sessionCount })}
                </Text>
                <Progress
                  value={cycle.sessionCount ? (cycle.completedCount / cycle.sessionCount) * 100 : 0}
                  aria-label={t('workshops.cycles.completedOf', { completed: cycle.completedCount, total: cycle.sessionCount })}
                />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
