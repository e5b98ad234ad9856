import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/toasts';
import { useCreateFather } from '../api/create-father';
import { useAccounts, useStaff } from '@/features/accounts';
import { programChoices, usePrograms } from '@/features/programs';
import { useRole } from '@/lib/auth/roles';
import { FatherForm, toFatherInput, type FatherFormValues } from '../components/FatherForm';
import { PageHeader } from '@/components/PageHeader';

export function FatherNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only a director names a case manager and links an account; a staff member who adds a
  // father is his case manager.
  const { director } = useRole();
  const staff = useStaff({ enabled: director });
  const accounts = useAccounts({ enabled: director });
  // With two open programs or more he is put in one by choice; with one, nothing is asked.
  const programs = usePrograms();
  const create = useCreateFather();

  const onSubmit = async (values: FatherFormValues) => {
    const father = await create.mutateAsync(toFatherInput(values, director));
    notify.success(t('fathers.toasts.created'));
    navigate(`/fathers/${father.id}`);
  };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('fathers.form.createTitle')}
        description={t('fathers.form.createDescription')}
        back={{ to: '/fathers', label: t('fathers.title') }}
      />
      {(director && (staff.isPending || accounts.isPending)) || programs.isPending ? (
        <PageLoader />
      ) : (
        // Without the staff or the accounts the record can still be written; the selects are just empty.
        <FatherForm
          father={null}
          staff={director ? (staff.data ?? []) : null}
          accounts={director ? (accounts.data ?? []) : null}
          programs={programChoices(programs.data)}
          onSubmit={onSubmit}
          submitLabel={t('fathers.form.createSubmit')}
          label={t('fathers.form.createTitle')}
        />
      )}
    </Stack>
  );
}
