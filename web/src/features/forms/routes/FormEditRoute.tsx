import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { formQuery } from '../api/get-form';
import { FormActions } from '../components/FormActions';
import { FormEditor } from '../components/FormEditor';
import { FormPreview } from '../components/FormPreview';
import { FormStatusBadge } from '../components/FormStatusBadge';
import { inLanguage } from '../components/labels';

/**
 * /forms/:formId/edit (directors): a draft in the builder. A published or archived version never
 * changes: it is shown as it is filled in, with the way to start a new version.
 */
export function FormEditRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { formId = '' } = useParams();
  const form = useQuery(formQuery(formId));
  if (form.isPending) return <PageLoader />;
  if (form.isError) {
    if (toApiError(form.error).status === 404) return <ErrorPage status={404} description={t('forms.builder.editor.notFound')} />;
    return <LoadError title={t('forms.builder.editor.loadFailed')} error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (form.data.status === 'draft') {
    // Keyed by version: a draft published elsewhere, or another draft opened, starts the builder afresh.
    return (
<FormEditor key={form.data.id} form={form.data} onPublished={() => void navigate('/forms')} />
    );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={inLanguage(form.data.name, i18n.language)}
        back={{ to: '/forms', label: t('forms.builder.list.title') }}
        badges={<FormStatusBadge status={form.data.status} />}
        actions={<FormActions form={form.data} edit={false} />}
      />
      <Alert color="blue" variant="light">
        {t('forms.builder.editor.frozen', { version: form.data.version })}
      </Alert>
      <FormPreview form={form.data} />
    </Stack>
  );
}
