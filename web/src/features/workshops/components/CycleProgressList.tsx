import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AtRiskBadge, CompletedCourseBadge } from '@/components/program/badges';
import { AT_RISK_ROW, fullName, percent } from '@/components/program/labels';
import type { CycleProgress } from '@/lib/api/program';

/** Each father's attendance in the cycle, measured against the completion threshold. */
export function CycleProgressList({
  rows,
  threshold,
  linkNames,
}: {
  rows: CycleProgress[];
  threshold: number;
  linkNames: boolean;
}) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on a phone: a keyboard reaches it even when it holds no link (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="region" aria-label={t('cycles.detail.fathers')}>
      <Table verticalSpacing="xs" aria-label={t('cycles.detail.fathers')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.father')}</Table.Th>
            <Table.Th>{t('cycles.detail.attended')}</Table.Th>
            <Table.Th w="35%">{t('cycles.detail.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.fatherId} className={row.atRisk ? AT_RISK_ROW : undefined}>
              <Table.Td>
                <Stack gap={2}>
                  {linkNames ? (
                    <Anchor component={Link} to={`/fathers/${row.fatherId}`} size="sm" fw={500}>
                      {fullName(row)}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500}>
                      {fullName(row)}
                    </Text>
                  )}
                  <Group gap={4}>
                    {row.completedCourse && <CompletedCourseBadge size="xs" />}
                    {row.atRisk && <AtRiskBadge size="xs" />}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('cycles.detail.attendedOf', { attended: row.attended, countable: row.countable })}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{row.countable > 0 ? percent(row.rate) : '—'}</Text>
                  <Progress
                    value={row.rate * 100}
                    color={row.rate >= threshold ? 'green' : row.atRisk ? 'red' : 'yellow'}
                    size="sm"
                    aria-label={t('cycles.detail.rateOf', { name: fullName(row) })}
                  />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
