import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  /** Names the card for print styles and tests (`data-figure`). */
  key: string;
  label: string;
  value: string | number;
}

/** A row of the report's figures, each a card with its label over its value (a description list). */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={label}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md" className="fm-keep-together" data-figure={figure.key}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
