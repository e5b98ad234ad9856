import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FatherStatusBadge } from '@/components/program/badges';
import { fullName } from '@/components/program/labels';
import type { FatherSummary } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';
import { FatherPhoto } from './FatherPhoto';

/** A table on wider screens, one card per father on a phone. */
export function FathersTable({ fathers }: { fathers: FatherSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollContainer minWidth={560} type="native" visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('fathers.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.phone')}</Table.Th>
              <Table.Th>{t('fields.enrollmentDate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fathers.map((father) => (
              <Table.Tr key={father.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <FatherPhoto fatherId={father.id} person={father} size="sm" />
                    <Anchor component={Link} to={`/fathers/${father.id}`} fw={500} size="sm">
                      {fullName(father)}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <FatherStatusBadge status={father.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{father.phone}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(father.enrollmentDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} aria-label={t('fathers.title')} style={{ listStyle: 'none' }}>
        {fathers.map((father) => (
          <Card key={father.id} withBorder padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <FatherPhoto fatherId={father.id} person={father} size="sm" />
                <Anchor component={Link} to={`/fathers/${father.id}`} fw={600}>
                  {fullName(father)}
                </Anchor>
              </Group>
              <FatherStatusBadge status={father.status} />
            </Group>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {father.phone}
              </Text>
              {father.enrollmentDate && (
                <Text size="sm" c="dimmed">
                  {t('fathers.enrolledOn', { date: formatDay(father.enrollmentDate) })}
                </Text>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
