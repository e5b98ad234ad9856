import { ActionIcon, Button, Group } from '@mantine/core';

/** Moving a row of the builder up or down its list, and removing it; each button named for its row. */
export function RowButtons({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up?: string; down?: string; remove: string };
  onMove?: (by: number) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" justify="flex-end">
      {onMove && (
        <>
          <ActionIcon variant="subtle" aria-label={labels.up} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={labels.down} disabled={index === count - 1} onClick={() => onMove(1)}>
            ↓
          </ActionIcon>
        </>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
        {labels.remove}
      </Button>
    </Group>
  );
}
