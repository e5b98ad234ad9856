import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { notify } from '@/lib/toasts';
import { useDeleteFather } from '../api/delete-father';

export function DeleteFatherDialog({ father, opened, onClose }: { father: Father; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteFather();

  const confirm = async () => {
    try {
      await remove.mutateAsync(father.id);
      notify.success(t('fathers.toasts.deleted'));
      navigate('/fathers', { replace: true });
    } catch (error) {
      notify.error(toApiError(error).message);
      onClose();
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('fathers.deleteDialog.title')}>
      <Stack gap="md">
        <Text>{t('fathers.deleteDialog.body', { name: fullName(father) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('fathers.deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
