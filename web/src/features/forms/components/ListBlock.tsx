import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of the builder (questions, subscales, flags): its rows, the message at the list itself, and its add button. */
export function ListBlock({
  hint,
  error,
  addLabel,
  full = false,
  onAdd,
  children,
}: {
  hint?: string;
  error: string | undefined;
  addLabel: string;
  /** At the most the server takes. */
  full?: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button variant="light" style={{ alignSelf: 'flex-start' }} disabled={full} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
