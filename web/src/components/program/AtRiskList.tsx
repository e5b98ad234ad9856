import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AT_RISK_ROW, AT_RISK_TEXT, fullName, percent } from '@/components/program/labels';
import type { AtRisk } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';

/** Fathers slipping away, each a link to his record, with his cycle, absences in a row and rate. */
export function AtRiskList({ rows }: { rows: AtRisk[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text size="sm">{t('dashboard.atRisk.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.atRisk.title')}>
      {rows.map((row) => (
        <Paper key={`${row.fatherId}-${row.cycleId}`} withBorder p="sm" component="li" className={AT_RISK_ROW}>
          <Stack gap={2}>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={`/fathers/${encodeURIComponent(row.fatherId)}`} fw={600}>
                {fullName(row)}
              </Anchor>
              {row.consecutiveAbsences >= 2 && (
                <Text size="sm" fw={600} c={AT_RISK_TEXT}>
                  {t('dashboard.atRisk.inARow', { count: row.consecutiveAbsences })}
                </Text>
              )}
            </Group>
            <Anchor component={Link} to={`/cycles/${encodeURIComponent(row.cycleId)}`} size="sm">
              {row.cycleTitle}
            </Anchor>
            <Text size="xs">
              {t('dashboard.atRisk.rateLine', { rate: percent(row.rate), attended: row.attended, countable: row.countable })}
              {' · '}
              {t('dashboard.atRisk.lastAttended', {
                date: row.lastAttended ? formatDate(row.lastAttended) : t('common.never'),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
