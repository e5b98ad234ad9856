import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AT_RISK_ROW, AT_RISK_TEXT, fullName, percent } from '@/components/program/labels';
import type { AtRisk } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';

/** Fathers slipping away: absences in a row first, each with his cycle and his rate. */
export function AtRiskList({ rows }: { rows: AtRisk[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('workshops.atRisk')}>
      {rows.map((row) => (
        <Paper key={`${row.fatherId}-${row.cycleId}`} withBorder p="sm" component="li" className={AT_RISK_ROW}>
          <Stack gap={2}>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={`/fathers/${row.fatherId}`} fw={600}>
                {fullName(row)}
              </Anchor>
              <Text size="sm" fw={600} c={AT_RISK_TEXT}>
                {t('workshops.absencesInARow', { count: row.consecutiveAbsences })}
              </Text>
            </Group>
            <Anchor component={Link} to={`/cycles/${row.cycleId}`} size="sm">
              {row.cycleTitle}
            </Anchor>
            <Text size="xs">
              {t('workshops.rateLine', { rate: percent(row.rate), attended: row.attended, countable: row.countable })}
              {' · '}
              {t('workshops.lastAttended', {
                date: row.lastAttended ? formatDate(row.lastAttended) : t('common.never'),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
