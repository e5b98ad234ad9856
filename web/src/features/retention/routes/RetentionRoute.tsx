import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { formatDay } from '@/lib/dates';
import { useRetention } from '../api/get-retention';
import type { ComingDue, Retention } from '../api/types';

const DAYS_IN_A_YEAR = 365;

/** The program's retention in whole years when it is one (the default: seven), else in days. */
function ruleLine(t: TFunction, retentionDays: number): string {
  return retentionDays % DAYS_IN_A_YEAR === 0
    ? t('retention.ruleYears', { count: retentionDays / DAYS_IN_A_YEAR })
    : t('retention.ruleDays', { count: retentionDays });
}

/** /retention (directors): the rule, and the records it anonymises within 90 days, soonest first. */
export function RetentionRoute() {
  const { t } = useTranslation();
  const retention = useRetention();

  return (
    <Stack gap="md">
      <PageHeader title={t('retention.title')} description={retention.data && ruleLine(t, retention.data.retentionDays)} />
      {retention.isPending ? (
        <PageLoader />
      ) : retention.isError ? (
        <LoadError title={t('retention.loadFailed')} error={retention.error} onRetry={() => void retention.refetch()} />
      ) : (
        <Section title={t('retention.coming')}>
          <ComingList retention={retention.data} />
        </Section>
      )}
    </Stack>
  );
}

function ComingList({ retention }: { retention: Retention }) {
  const { t } = useTranslation();
  if (retention.records.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('retention.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('retention.coming')}>
      {retention.records.map((record) => (
        <ComingRow key={record.fatherId} record={record} today={retention.today} />
      ))}
    </Stack>
  );
}

function ComingRow({ record, today }: { record: ComingDue; today: string }) {
  const { t } = useTranslation();
  // Due now: the daily look anonymises it, today or when a server next starts.
  const now = record.anonymisedOn <= today;
  return (
    <Group component="li" justify="space-between" align="flex-start" gap="xs">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={`/fathers/${record.fatherId}`} fw={500} size="sm">
          {record.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('retention.exited', { date: formatDay(record.exitDate) })}
        </Text>
      </Stack>
      <Text size="sm" fw={now ? 600 : 400}>
        {now ? t('retention.nextLook') : t('retention.anonymisedOn', { date: formatDay(record.anonymisedOn) })}
      </Text>
    </Group>
  );
}
