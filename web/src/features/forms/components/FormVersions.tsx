import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { formatDay } from '@/lib/dates';
import { useVersionsOfForm } from '../api/get-form-versions';
import type { FormDefinition } from '../api/types';
import { FormStatusBadge } from './FormStatusBadge';
import { inLanguage } from './labels';

/** Every version of a form, newest first, each with its status and when it was published or archived. */
export function FormVersions({ form }: { form: FormDefinition }) {
  const { t, i18n } = useTranslation();
  const versions = useVersionsOfForm(form.id);
  const name = inLanguage(form.name, i18n.language);
  if (versions.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (versions.isError) return <LoadError title={t('forms.builder.list.versionsFailed')} error={versions.error} onRetry={() => void versions.refetch()} />;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.builder.list.versions', { name })}>
      {versions.data.map((version) => (
        <Group key={version.id} component="li" gap="sm" wrap="wrap">
          <Anchor component={Link} to={`/forms/${encodeURIComponent(version.id)}/edit`} size="sm">
            {t('forms.builder.list.version', { version: version.version })}
          </Anchor>
          <FormStatusBadge status={version.status} />
          {version.publishedAt && (
            <Text size="sm" c="dimmed">
              {t('forms.builder.list.publishedOn', { date: formatDay(version.publishedAt) })}
            </Text>
          )}
          {version.archivedAt && (
            <Text size="sm" c="dimmed">
              {t('forms.builder.list.archivedOn', { date: formatDay(version.archivedAt) })}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
