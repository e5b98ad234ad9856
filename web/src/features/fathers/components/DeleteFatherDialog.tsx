import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { fullName } from '@/components/program/labels';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { Father } from '@/lib/api/program';
import { useDeleteFather } from '../api/delete-father';
import { exitFatherPath } from '../utils/exit';

/**
 * A director's delete of a record made by mistake. A father with history (attendance, contacts,
 * referrals, consents or incentives) is refused (409, `fatherHasHistory`): the dialog then says
 * why and offers to exit him instead (the edit form, status Exited), unless he has exited already.
 */
export function DeleteFatherDialog({ father, opened, onClose }: { father: Father; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const close = () => {
    setRefused(false);
    onClose();
  };
  const confirm = useConfirmDelete({
    item: father.id,
    remove: useDeleteFather(),
    deleted: t('fathers.toasts.deleted'),
    onClose: close,
    onDeleted: () => navigate('/fathers', { replace: true }),
    refused: (error) => {
      if (error.key !== 'fatherHasHistory') return false;
      setRefused(true);
      return true;
    },
  });
  const name = fullName(father);
  const exited = father.status === 'exited';
  return (
    <>
      <ConfirmDialog
        opened={opened && !refused}
        onClose={close}
        title={t('fathers.deleteDialog.title')}
        body={t('fathers.deleteDialog.body', { name })}
        confirmLabel={t('fathers.deleteDialog.confirm')}
        {...confirm}
      />
      <Dialog opened={opened && refused} onClose={close} title={t('fathers.cannotDelete.title', { name })}>
        <Stack gap="md">
          <Text>{exited ? t('fathers.cannotDelete.exited') : t('fathers.cannotDelete.body')}</Text>
          {/* Exited already: nothing to offer; the dialog's own close button closes it. */}
          {!exited && (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button component={Link} to={exitFatherPath(father.id)}>
                {t('fathers.cannotDelete.exit', { name })}
              </Button>
            </Group>
          )}
        </Stack>
      </Dialog>
    </>
  );
}
