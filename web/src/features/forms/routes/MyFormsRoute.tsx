import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useMyForms, useMySubmissions } from '../api/get-mine';
import { inLanguage } from '../components/labels';
import { SubmissionEntry } from '../components/SubmissionEntry';

/** /my-forms (a father): the surveys he may fill in himself, in his language, and what he filled in. */
export function MyFormsRoute() {
  const { t, i18n } = useTranslation();
  const forms = useMyForms();
  const submissions = useMySubmissions();
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('forms.mine.title')} description={t('forms.mine.description')} />
      {forms.isPending ? (
        <PageLoader />
      ) : forms.isError ? (
        <LoadError title={t('forms.mine.loadFailed')} error={forms.error} onRetry={() => void forms.refetch()} />
      ) : forms.data.length === 0 ? (
        <Text c="dimmed">{t('forms.mine.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.mine.toFill')}>
          {forms.data.map((form) => (
            <Paper key={form.id} component="li" withBorder p="md" radius="md">
              <Anchor component={Link} to={`/my-forms/${encodeURIComponent(form.id)}`} fw={600}>
                {inLanguage(form.name, i18n.language)}
              </Anchor>
            </Paper>
          ))}
        </Stack>
      )}
      {submissions.isSuccess && submissions.data.length > 0 && (
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('forms.mine.done')}
          </Title>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.mine.done')}>
            {submissions.data.map((submission) => (
              <SubmissionEntry key={submission.id} submission={submission} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
