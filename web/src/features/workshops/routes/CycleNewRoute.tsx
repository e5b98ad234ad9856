import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useGroups } from '@/features/groups';
import { notify } from '@/lib/toasts';
import { useCreateCycle } from '../api/create-cycle';
import { useStaff } from '@/features/accounts';
import { runsGroup, useRole } from '@/lib/auth/roles';
import { CycleForm } from '../components/CycleForm';
import { toCycleInput, type CycleFormValues } from '../utils/cycle-form';

/** /cycles/new?groupId=: a cycle for a group, its weekly sessions generated in the same step. */
export function CycleNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const groups = useGroups();
  const role = useRole();
  // A director chooses the facilitator; staff plan cycles only for the groups they facilitate.
  const staff = useStaff({ enabled: role.director });
  const create = useCreateCycle();

  const onSubmit = async (values: CycleFormValues) => {
    const cycle = await create.mutateAsync(toCycleInput(values));
    notify.success(t('cycles.toasts.created', { count: cycle.sessionCount }));
    navigate(`/cycles/${cycle.id}`);
  };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('cycles.form.createTitle')}
        description={t('cycles.form.createDescription')}
        back={groupId ? { to: `/fathers-group/${groupId}`, label: t('cycles.form.backToGroup') } : { to: '/workshops/cycle', label: t('workshops.cycles.title') }}
      />
      {groups.isPending || (role.director && staff.isPending) ? (
        <PageLoader />
      ) : groups.isError ? (
        <LoadError title={t('cycles.form.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <CycleForm
          cycle={null}
          groupId={groupId}
          groups={groups.data.filter((group) => runsGroup(role, group))}
          staff={role.director ? (staff.data ?? []) : null}
          onSubmit={onSubmit}
          submitLabel={t('cycles.form.createSubmit')}
          label={t('cycles.form.createTitle')}
        />
      )}
    </Stack>
  );
}
