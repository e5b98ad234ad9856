import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useMyFather } from '@/features/fathers';
import { toApiError } from '@/lib/api/errors';
import { formQuery } from '../api/get-form';
import { FillForm } from '../components/FillForm';
import { inLanguage } from '../components/labels';

/** /my-forms/:formId (a father): a self-service survey filled in by himself, in his language. */
export function MyFormRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { formId = '' } = useParams();
  const form = useQuery(formQuery(formId));
  const mine = useMyFather();
  if (form.isPending || mine.isPending) return <PageLoader />;
  if (form.isError) {
    if (toApiError(form.error).status === 404) return <ErrorPage status={404} description={t('forms.mine.notFound')} />;
    return <LoadError title={t('forms.mine.loadFailed')} error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (mine.isError) return <Text>{t('forms.mine.noRecord')}</Text>;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={inLanguage(form.data.name, i18n.language)} />
      <FillForm fatherId={mine.data.id} form={form.data} staff={false} onDone={() => void navigate('/my-forms')} />
    </Stack>
  );
}
