import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useForms } from '../api/get-forms';
import type { FormDefinition } from '../api/types';
import { FormActions } from '../components/FormActions';
import { FormStatusBadge } from '../components/FormStatusBadge';
import { FormVersions } from '../components/FormVersions';
import { inLanguage } from '../components/labels';
import { FORM_KINDS } from '../utils/draft';

/** /forms?kind= (directors): each form's newest version, what can be done with it, and its versions on demand. */
export function FormsListRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = FORM_KINDS.find((k) => k === params.get('kind')) ?? null;
  const forms = useForms();
  const shown = forms.data?.filter((form) => !kind || form.kind === kind) ?? [];
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('forms.builder.list.title')}
        description={t('forms.builder.list.description')}
        actions={
          <Button component={Link} to="/forms/new">
            {t('forms.builder.list.new')}
          </Button>
        }
      />
      <NativeSelect
        label={t('forms.builder.editor.kind')}
        maw={240}
        data={[
          { value: '', label: t('forms.builder.list.allKinds') },
          ...FORM_KINDS.map((k) => ({ value: k, label: t(`forms.builder.kind.${k}`) })),
        ]}
        value={kind ?? ''}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setParams(next ? { kind: next } : {}, { replace: true });
        }}
      />
      {forms.isPending ? (
        <PageLoader />
      ) : forms.isError ? (
        <LoadError title={t('forms.builder.list.loadFailed')} error={forms.error} onRetry={() => void forms.refetch()} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('forms.builder.list.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.builder.list.title')}>
          {shown.map((form) => (
            <FormRow key={form.id} form={form} name={inLanguage(form.name, i18n.language)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FormRow({ form, name }: { form: FormDefinition; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/forms/${encodeURIComponent(form.id)}/edit`} fw={600}>
              {name}
            </Anchor>
            <Badge variant="outline">{t(`forms.builder.kind.${form.kind}`)}</Badge>
            <Badge variant="outline">{t('forms.builder.list.version', { version: form.version })}</Badge>
            <FormStatusBadge status={form.status} />
          </Group>
          <FormActions form={form} />
        </Group>
        <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('forms.builder.list.hideVersions') : t('forms.builder.list.showVersions')}
        </Button>
        {open && <FormVersions form={form} />}
      </Stack>
    </Paper>
  );
}
