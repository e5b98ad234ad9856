import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Report } from '../api/types';

/** Texts the program sent in the range (to the fathers in the reader's scope): sent, delivered, never delivered, and the fathers reached. */
export function TextsBlock({ report }: { report: Report }) {
  const { t } = useTranslation();
  const figures = report.texts;
  const cards = [
    { key: 'textsSent', label: t('reports.texts.sent'), value: figures.sent },
    { key: 'textsDelivered', label: t('reports.texts.delivered'), value: figures.delivered },
    { key: 'textsFailed', label: t('reports.texts.failed'), value: figures.failed },
    { key: 'fathersReached', label: t('reports.texts.fathersReached'), value: figures.fathersReached },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={t('reports.texts.title')}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md" className="fm-keep-together" data-figure={card.key}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {card.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
