import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure on a card: its name, the number, and a line under it. */
export function Stat({ label, value, hint, small }: { label: string; value: string; hint?: ReactNode; small?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md" h="100%">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={small ? 'md' : 'xl'} fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" component="div">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
