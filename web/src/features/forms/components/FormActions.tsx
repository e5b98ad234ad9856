import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useArchiveForm } from '../api/archive-form';
import { useNewFormVersion } from '../api/new-form-version';
import { usePublishForm } from '../api/publish-form';
import type { FormDefinition } from '../api/types';
import { inLanguage } from './labels';

/**
 * What a director does with a version, by its status: edit or publish a draft, start a new
 * version of any, archive one not yet archived. Publishing and archiving are asked first: a
 * published version never changes again.
 */
export function FormActions({ form, edit = true }: { form: FormDefinition; edit?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishForm();
  const archive = useArchiveForm();
  const newVersion = useNewFormVersion();
  const [asking, setAsking] = useState<'publish' | 'archive' | null>(null);
  const name = inLanguage(form.name, i18n.language);
  const values = { name, version: form.version };

  const failed = (caught: unknown) => notify.error(toApiError(caught).message);
  const onPublish = () =>
    publish.mutate(form.id, {
      onSuccess: (published) => notify.success(t('forms.builder.actions.publishedToast', { version: published.version })),
      // The broken rules are shown each at its place in the draft's editor.
      onError: (caught) => {
        const error = toApiError(caught);
        notify.error(Object.keys(error.fields).length > 0 ? t('forms.builder.actions.publishProblems') : error.message);
      },
      onSettled: () => setAsking(null),
    });
  const onArchive = () =>
    archive.mutate(form.id, {
      onSuccess: (archived) => notify.success(t('forms.builder.actions.archivedToast', { version: archived.version })),
      onError: failed,
      onSettled: () => setAsking(null),
    });
  const onNewVersion = () =>
    newVersion.mutate(form.id, {
      onSuccess: (draft) => {
        notify.success(t('forms.builder.actions.newVersionToast', { version: draft.version }));
        void navigate(`/forms/${encodeURIComponent(draft.id)}/edit`);
      },
      onError: failed,
    });

  return (
    <Group gap="xs">
      {form.status === 'draft' && edit && (
        <Button component={Link} to={`/forms/${encodeURIComponent(form.id)}/edit`} size="xs" variant="light">
          {t('forms.builder.actions.edit')}
        </Button>
      )}
      {form.status === 'draft' && (
        <Button size="xs" onClick={() => setAsking('publish')}>
          {t('forms.builder.actions.publish')}
        </Button>
      )}
      {form.status !== 'draft' && (
        <Button size="xs" variant="light" loading={newVersion.isPending} onClick={onNewVersion}>
          {t('forms.builder.actions.newVersion')}
        </Button>
      )}
      {form.status !== 'archived' && (
        <Button size="xs" variant="subtle" color="red" onClick={() => setAsking('archive')}>
          {t('forms.builder.actions.archive')}
        </Button>
      )}
      <ConfirmDialog
        opened={asking === 'publish'}
        onClose={() => setAsking(null)}
        title={t('forms.builder.actions.publishTitle', values)}
        body={t('forms.builder.actions.publishBody')}
        confirmLabel={t('forms.builder.actions.publish')}
        confirmColor="blue"
        busy={publish.isPending}
        onConfirm={onPublish}
      />
      <ConfirmDialog
        opened={asking === 'archive'}
        onClose={() => setAsking(null)}
        title={t('forms.builder.actions.archiveTitle', values)}
        body={t('forms.builder.actions.archiveBody')}
        confirmLabel={t('forms.builder.actions.archive')}
        busy={archive.isPending}
        onConfirm={onArchive}
      />
    </Group>
  );
}
