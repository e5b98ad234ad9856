import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs (a description list); empty values show a dash. */
export function Facts({ items, cols = 2 }: { items: Fact[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: cols }} spacing="sm" verticalSpacing="xs" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
