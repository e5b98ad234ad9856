import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AtRisk } from '@/lib/api/program';
import { formatDate } from '@/lib/dates';
import { AT_RISK_ROW, AT_RISK_TEXT, fullName, percent } from './labels';

/**
 * Fathers slipping away (the dashboard's and the workshop area's), each a link to his record,
 * with his cycle, his absences in a row when they are why he is at risk, and his rate; a father
 * unreachable (three unsuccessful contacts in a row) says so, and may have no cycle.
 */
export function AtRiskList({ rows }: { rows: AtRisk[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('program.atRiskList.title')}>
      {rows.map((row) => (
        <Paper key={`${row.fatherId}-${row.cycleId ?? 'unreachable'}`} withBorder p="sm" component="li" className={AT_RISK_ROW}>
          <Stack gap={2}>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={`/fathers/${encodeURIComponent(row.fatherId)}`} fw={600}>
                {fullName(row)}
              </Anchor>
              {row.consecutiveAbsences >= 2 && (
                <Text size="sm" fw={600} c={AT_RISK_TEXT}>
                  {t('program.atRiskList.inARow', { count: row.consecutiveAbsences })}
                </Text>
              )}
            </Group>
            {row.unreachable && (
              <Text size="sm" fw={600} c={AT_RISK_TEXT}>
                {t('program.atRiskList.unreachable')}
              </Text>
            )}
            {row.cycleId && (
              <>
                <Anchor component={Link} to={`/cycles/${encodeURIComponent(row.cycleId)}`} size="sm">
                  {row.cycleTitle}
                </Anchor>
                <Text size="xs">
                  {t('program.atRiskList.rateLine', { rate: percent(row.rate), attended: row.attended, countable: row.countable })}
                  {' · '}
                  {t('program.atRiskList.lastAttended', {
                    date: row.lastAttended ? formatDate(row.lastAttended) : t('common.never'),
                  })}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
