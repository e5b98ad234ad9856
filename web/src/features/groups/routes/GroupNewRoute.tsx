import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/toasts';
import { useCreateGroup } from '../api/create-group';
import { useStaff } from '@/lib/api/accounts';
import { GroupForm, type GroupFormValues } from '../components/GroupForm';

export function GroupNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useStaff();
  const create = useCreateGroup();

  const onSubmit = async (values: GroupFormValues) => {
    const group = await create.mutateAsync(values);
    notify.success(t('groups.toasts.created'));
    navigate(`/fathers-group/${group.id}`);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t('groups.form.createTitle')}
        description={t('groups.form.createDescription')}
        back={{ to: '/fathers-group', label: t('groups.title') }}
      />
      {staff.isPending ? (
        <PageLoader />
      ) : (
        <GroupForm
          group={null}
          staff={staff.data ?? []}
          onSubmit={onSubmit}
          submitLabel={t('groups.form.createSubmit')}
          label={t('groups.form.createTitle')}
        />
      )}
    </Stack>
  );
}
