import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import type { Milestone } from '@/lib/api/program';
import { notify } from '@/lib/toasts';
import { useDeleteMilestone } from '../api/delete-milestone';

export function DeleteMilestoneDialog({
  milestone,
  opened,
  onClose,
}: {
  milestone: Milestone | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMilestone();
  const confirm = async () => {
    if (!milestone) return;
    try {
      await remove.mutateAsync(milestone.id);
      notify.success(t('milestones.toasts.deleted'));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('milestones.deleteDialog.title')}>
      <Stack gap="md">
        <Text>{t('milestones.deleteDialog.body', { title: milestone?.title ?? '', name: milestone?.fatherName ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('milestones.deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
