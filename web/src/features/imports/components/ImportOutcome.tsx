import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Import, UndoneImport } from '../api/types';

/** What the import did, with its undo; once undone, what the undo did and the records it left as they are. */
export function ImportOutcome({ done, undone, busy, onUndo }: { done: Import; undone: UndoneImport | null; busy: boolean; onUndo: () => void }) {
  const { t } = useTranslation();
  if (undone) {
    return (
      <Alert color="blue" variant="light" role="status" title={t('imports.result.undone', { deleted: undone.deleted, restored: undone.restored })}>
        {undone.leftAlone.length > 0 && (
          <Stack gap={4}>
            <Text size="sm">{t('imports.result.leftAlone', { count: undone.leftAlone.length })}</Text>
            <List size="sm">
              {undone.leftAlone.map((left) => (
                <List.Item key={`${left.line}-${left.fatherId}`}>
                  <Anchor component={Link} to={`/fathers/${left.fatherId}`}>
                    {t('imports.result.leftAloneLine', { line: left.line })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" role="status" title={t('imports.result.done', { create: done.counts.create, update: done.counts.update, skip: done.counts.skip })}>
      <Button color="red" variant="light" onClick={onUndo} loading={busy} disabled={Boolean(done.undoneAt)}>
        {t('imports.result.undo')}
      </Button>
    </Alert>
  );
}
