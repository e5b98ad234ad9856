import { Button, Group, type GroupProps } from '@mantine/core';

/**
 * A card's staff actions: Edit and Delete, each named for what it acts on (`editLabel`,
 * `deleteLabel`) since a list shows many. Nothing when neither is offered.
 */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  edit,
  remove,
  editLabel,
  deleteLabel,
  ...group
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  edit: string;
  remove: string;
  editLabel: string;
  deleteLabel: string;
} & Omit<GroupProps, 'children'>) {
  if (!onEdit && !onDelete) return null;
  return (
    <Group gap="xs" {...group}>
      {onEdit && (
        <Button size="xs" variant="light" onClick={onEdit} aria-label={editLabel}>
          {edit}
        </Button>
      )}
      {onDelete && (
        <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
          {remove}
        </Button>
      )}
    </Group>
  );
}
