import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FigureCards } from './FigureCards';
import { inLanguage } from '@/features/forms';
import type { Report } from '../api/types';

type Assessment = Report['total']['assessments'][number];

const score = (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(2) : '—');

/** A subscale's mean before and after as two bars on one scale (the highest mean shown), for the eye; the table says the numbers. */
function PrePostBars({ assessment }: { assessment: Assessment }) {
  const { t, i18n } = useTranslation();
  const highest = Math.max(1, ...assessment.subscales.flatMap((s) => [s.pre ?? 0, s.post ?? 0]));
  const width = (value: number | null | undefined) => `${((value ?? 0) / highest) * 100}%`;
  return (
    <Stack gap={6} aria-hidden>
      <Text size="xs">
        <span style={{ color: 'var(--mantine-color-gray-6)' }}>■</span> {t('reports.forms.pre')}{' '}
        <span style={{ color: 'var(--mantine-color-teal-6)' }}>■</span> {t('reports.forms.post')}
      </Text>
      {assessment.subscales.map((s) => (
        <div key={s.key}>
          <Text size="xs" c="dimmed">
            {inLanguage(s.label, i18n.language) || s.key}
          </Text>
          <div style={{ background: 'var(--mantine-color-gray-5)', height: 8, width: width(s.pre), borderRadius: 4 }} title={t('reports.forms.pre')} />
          <div style={{ background: 'var(--mantine-color-teal-6)', height: 8, width: width(s.post), borderRadius: 4, marginTop: 2 }} title={t('reports.forms.post')} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * What the program's forms show of the range: each assessment's change, the mean of each
 * subscale before and after over the fathers with both (the post made in the range), with a
 * small chart of the two; and the screenings made, how many flagged, without names.
 */
export function FormsBlock({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const { assessments, screenings } = report.total;
  const groups = report.groups.filter((g) => g.screenings.count > 0 || g.assessments.length > 0);
  return (
    <Stack gap="md">
      <FigureCards label={t('reports.forms.screenings')} figures={[
          { key: 'screenings', label: t('reports.forms.screeningsMade'), value: screenings.count },
          { key: 'flagged', label: t('reports.forms.flagged'), value: screenings.flagged },
        ]} />
      {assessments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.forms.noAssessments')}
        </Text>
      ) : (
        assessments.map((assessment) => {
          const name = inLanguage(assessment.name, i18n.language);
          return (
            <Stack key={assessment.formId} gap="xs" className="fm-keep-together">
              <Title order={3} size="h5">
                {t('reports.forms.assessment', { name, count: assessment.fathers })}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Table.ScrollContainer minWidth={320}>
                  <Table aria-label={name} striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('reports.forms.subscale')}</Table.Th>
                        <Table.Th ta="right">{t('reports.forms.pre')}</Table.Th>
                        <Table.Th ta="right">{t('reports.forms.post')}</Table.Th>
                        <Table.Th ta="right">{t('reports.forms.change')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {assessment.subscales.map((s) => (
                        <Table.Tr key={s.key}>
                          <Table.Td>{inLanguage(s.label, i18n.language) || s.key}</Table.Td>
                          <Table.Td ta="right">{score(s.pre)}</Table.Td>
                          <Table.Td ta="right">{score(s.post)}</Table.Td>
                          <Table.Td ta="right">
                            {typeof s.change === 'number' ? `${s.change > 0 ? '+' : ''}${s.change.toFixed(2)}` : '—'}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <PrePostBars assessment={assessment} />
              </SimpleGrid>
            </Stack>
          );
        })
      )}
      {groups.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('reports.forms.byGroup')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.forms.group')}</Table.Th>
                <Table.Th ta="right">{t('reports.forms.screeningsMade')}</Table.Th>
                <Table.Th ta="right">{t('reports.forms.flagged')}</Table.Th>
                <Table.Th ta="right">{t('reports.forms.withBoth')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <Table.Tr key={g.groupId}>
                  <Table.Td>{g.groupName}</Table.Td>
                  <Table.Td ta="right">{g.screenings.count}</Table.Td>
                  <Table.Td ta="right">{g.screenings.flagged}</Table.Td>
                  <Table.Td ta="right">{g.assessments.reduce((sum, a) => sum + a.fathers, 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
