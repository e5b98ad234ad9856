import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/toasts';
import { useCreateFather } from '../api/create-father';
import { useAccounts } from '@/lib/api/accounts';
import { FatherForm, toFatherInput, type FatherFormValues } from '../components/FatherForm';
import { PageHeader } from '@/components/PageHeader';

export function FatherNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useAccounts();
  const create = useCreateFather();

  const onSubmit = async (values: FatherFormValues) => {
    const father = await create.mutateAsync(toFatherInput(values));
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
      {accounts.isPending ? (
        <PageLoader />
      ) : (
        // Without the accounts the record can still be written; the selects are just empty.
        <FatherForm
          father={null}
          accounts={accounts.data ?? []}
          onSubmit={onSubmit}
          submitLabel={t('fathers.form.createSubmit')}
          label={t('fathers.form.createTitle')}
        />
      )}
    </Stack>
  );
}
