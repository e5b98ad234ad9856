import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { fullName } from '@/components/program/labels';
import { notify } from '@/lib/toasts';
import { useAccounts, useStaff } from '@/features/accounts';
import { useRole } from '@/lib/auth/roles';
import { useFather } from '../api/father';
import { useUpdateFather } from '../api/update-father';
import { changedFields, FatherForm, initialValues, toFatherInput, type FatherFormValues } from '../components/FatherForm';
import { FatherLoadError } from '../components/FatherLoadError';
import { PageHeader } from '@/components/PageHeader';
import { opensToExit } from '../utils/exit';

export function FatherEditRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // `?status=exited` (his page's "Exit", or a delete refused for his history): the form opens to exit him.
  const [params] = useSearchParams();
  const father = useFather(id);
  // Only a director changes the case manager and the linked account.
  const { director } = useRole();
  const staff = useStaff({ enabled: director });
  const accounts = useAccounts({ enabled: director });
  const update = useUpdateFather();

  if (father.isPending || (director && (staff.isPending || accounts.isPending))) return <PageLoader />;
  if (father.isError) return <FatherLoadError error={father.error} onRetry={() => void father.refetch()} />;

  const record = father.data;
  const exiting = opensToExit(params) && record.status !== 'exited';
  const title = exiting
    ? t('fathers.form.exitTitle', { name: fullName(record) })
    : t('fathers.form.editTitle', { name: fullName(record) });
  const onSubmit = async (values: FatherFormValues) => {
    const changes = changedFields(toFatherInput(initialValues(record), director), toFatherInput(values, director));
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: record.id, changes });
      notify.success(t('fathers.toasts.updated'));
    }
    navigate(`/fathers/${record.id}`);
  };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={title}
        description={exiting ? t('fathers.form.exitDescription') : undefined}
        back={{ to: `/fathers/${record.id}`, label: fullName(record) }}
      />
      <FatherForm
        key={record.updatedAt}
        father={record}
        exiting={exiting}
        staff={director ? (staff.data ?? []) : null}
        accounts={director ? (accounts.data ?? []) : null}
        onSubmit={onSubmit}
        submitLabel={t('fathers.form.editSubmit')}
        label={title}
      />
    </Stack>
  );
}
