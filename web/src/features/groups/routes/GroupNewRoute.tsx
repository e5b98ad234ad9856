import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/toasts';
import { useCreateGroup } from '../api/create-group';
import { useStaff } from '@/features/accounts';
import { programChoices, usePrograms } from '@/features/programs';
import { useRole } from '@/lib/auth/roles';
import { GroupForm, newGroupInput, type GroupFormValues } from '../components/GroupForm';

export function GroupNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { director } = useRole();
  // A director chooses the facilitators; a staff member who creates a group facilitates it.
  const staff = useStaff({ enabled: director });
  // With two open programs or more the group is put in one by choice; with one, nothing is asked.
  const programs = usePrograms();
  const create = useCreateGroup();

  const onSubmit = async (values: GroupFormValues) => {
    const group = await create.mutateAsync(newGroupInput(values, director));
    notify.success(t('groups.toasts.created'));
    navigate(`/fathers-group/${group.id}`);
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t('groups.form.createTitle')}
        description={director ? t('groups.form.createDescription') : `${t('groups.form.createDescription')} ${t('groups.form.youFacilitate')}`}
        back={{ to: '/fathers-group', label: t('groups.title') }}
      />
      {(director && staff.isPending) || programs.isPending ? (
        <PageLoader />
      ) : (
        <GroupForm
          group={null}
          staff={director ? (staff.data ?? []) : null}
          programs={programChoices(programs.data)}
          onSubmit={onSubmit}
          submitLabel={t('groups.form.createSubmit')}
          label={t('groups.form.createTitle')}
        />
      )}
    </Stack>
  );
}
