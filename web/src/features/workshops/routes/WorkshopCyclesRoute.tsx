import { Anchor, Button, Card, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, QueryList } from '@/components/CardGrid';
import { PageHeader } from '@/components/PageHeader';
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
      <QueryList query={cycles} loadFailed={t('workshops.cycles.loadFailed')} empty={t('workshops.cycles.empty')}>
        {(items) => (
          <CardGrid label={t('workshops.cycles.title')}>
            {items.map((cycle) => (
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
          </CardGrid>
        )}
      </QueryList>
    </Stack>
  );
}
