import { Alert, Badge, Box, Button, Grid, Group, List, NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { Section } from '@/components/Section';
import { toApiError } from '@/lib/api/errors';
import { limits } from '@/lib/api/limits.gen';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useCreateForm } from '../api/create-form';
import { usePublishForm } from '../api/publish-form';
import type { FormDefinition, FormKind } from '../api/types';
import { useUpdateForm } from '../api/update-form';
import {
  draftOf,
  emptyDraft,
  FORM_KINDS,
  localErrors,
  newField,
  newFlag,
  newSubscale,
  placeErrors,
  previewOf,
  slotOf,
  toInput,
  type Draft,
  type Edit,
} from '../utils/draft';
import { FieldEditor } from './FieldEditor';
import { FlagEditor } from './FlagEditor';
import { FormPreview } from './FormPreview';
import { FormStatusBadge } from './FormStatusBadge';
import { ListBlock } from './ListBlock';
import { inLanguage } from './labels';
import { SectionsEditor } from './SectionsEditor';
import { SubscaleEditor } from './SubscaleEditor';
import { TranslatedInputs } from './TranslatedInputs';
import { BuilderErrors } from './useErrorAt';

/**
 * A form's draft as a director builds it — name, kind, sections, questions, scoring, flags and
 * protocol — beside its preview (on a phone, one or the other). Saving sends the whole draft; the
 * server's broken rules are shown each at its input (`fields[2].key` under question 3's key), the
 * rest above. Publishing (once the draft exists) saves first, and is asked: a published version
 * never changes again.
 */
export function FormEditor({
  form,
  onCreated,
  onPublished,
}: {
  /** The stored draft; none for a new form. */
  form?: FormDefinition;
  /** A new form's first save: its draft now exists. */
  onCreated?: (form: FormDefinition) => void;
  onPublished: (form: FormDefinition) => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const create = useCreateForm();
  const update = useUpdateForm();
  const publish = usePublishForm();
  const [draft, setDraft] = useState<Draft>(() => (form ? draftOf(form) : emptyDraft()));
  const [saved, setSaved] = useState(() => JSON.stringify(toInput(draft)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [asking, setAsking] = useState(false);

  const input = useMemo(() => toInput(draft), [draft]);
  const dirty = JSON.stringify(input) !== saved;
  const placed = useMemo(() => placeErrors(draft, errors), [draft, errors]);
  const preview = useMemo(() => previewOf(draft, form), [draft, form]);

  const edit: Edit = (slot, change) => {
    setDraft(change);
    if (slot === null) setErrors({});
    else setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => slotOf(path) !== slot)));
  };

  /** Sends the draft; the stored form, or null when something was refused (shown where it belongs). */
  const save = async (): Promise<FormDefinition | null> => {
    const found = localErrors(draft, t('forms.builder.editor.notANumber'));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return null;
    }
    try {
      const stored = form ? await update.mutateAsync({ id: form.id, changes: input }) : await create.mutateAsync(input);
      setSaved(JSON.stringify(input));
      setErrors({});
      return stored;
    } catch (caught) {
      const error = toApiError(caught);
      setErrors(error.fields);
      notify.error(error.message);
      return null;
    }
  };

  const onSave = async () => {
    const stored = await save();
    if (!stored) return;
    notify.success(form ? t('forms.builder.editor.saved') : t('forms.builder.editor.created'));
    if (!form) onCreated?.(stored);
  };

  const onPublish = async (id: string) => {
    const stored = dirty ? await save() : true;
    if (!stored) return setAsking(false);
    try {
      const published = await publish.mutateAsync(id);
      notify.success(t('forms.builder.actions.publishedToast', { version: published.version }));
      onPublished(published);
    } catch (caught) {
      const error = toApiError(caught);
      setErrors(error.fields);
      notify.error(error.message);
    } finally {
      setAsking(false);
    }
  };

  const busy = create.isPending || update.isPending;
  const title = form ? inLanguage(form.name, i18n.language) || t('forms.builder.editor.newTitle') : t('forms.builder.editor.newTitle');
  const editor = (
    <Stack gap="lg">
      <Section title={t('forms.builder.editor.general')}>
        <Stack gap="sm">
          <TranslatedInputs
            label={t('forms.builder.editor.name')}
            value={draft.name}
            path="name"
            maxLength={limits.Translated.en.maxLength}
            onChange={(language, text, slot) => edit(slot, (d) => ({ ...d, name: { ...d.name, [language]: text } }))}
          />
          <Group align="flex-end" gap="lg">
            <NativeSelect
              label={t('forms.builder.editor.kind')}
              data={FORM_KINDS.map((kind) => ({ value: kind, label: t(`forms.builder.kind.${kind}`) }))}
              value={draft.kind}
              error={placed.at.kind}
              onChange={(event) => {
                const kind = event.currentTarget.value as FormKind;
                edit('kind', (d) => ({ ...d, kind }));
              }}
            />
            {draft.kind !== 'screening' && (
              <Switch
                label={t('forms.builder.editor.selfService')}
                description={t('forms.builder.editor.selfServiceHint')}
                checked={draft.selfService}
                error={placed.at.selfService}
                onChange={(event) => {
                  const selfService = event.currentTarget.checked;
                  edit('selfService', (d) => ({ ...d, selfService }));
                }}
              />
            )}
          </Group>
        </Stack>
      </Section>
      <Section title={t('forms.builder.editor.sections')}>
        <SectionsEditor draft={draft} edit={edit} />
      </Section>
      <Section title={t('forms.builder.editor.questions')}>
        <ListBlock
          error={placed.at.fields}
          addLabel={t('forms.builder.editor.addQuestion')}
          full={draft.fields.length >= limits.FormInput.fields.maxItems}
          onAdd={() => edit(null, (d) => ({ ...d, fields: [...d.fields, newField(d.fields.at(-1)?.section ?? '')] }))}
        >
          {draft.fields.map((field, index) => (
            <FieldEditor key={field.id} draft={draft} index={index} edit={edit} />
          ))}
        </ListBlock>
      </Section>
      <Section title={t('forms.builder.editor.scoring')}>
        <ListBlock
          hint={t('forms.builder.editor.scoringHint')}
          error={placed.at['scoring.subscales']}
          addLabel={t('forms.builder.editor.addSubscale')}
          onAdd={() => edit(null, (d) => ({ ...d, subscales: [...d.subscales, newSubscale()] }))}
        >
          {draft.subscales.map((subscale, index) => (
            <SubscaleEditor key={subscale.id} draft={draft} index={index} edit={edit} />
          ))}
        </ListBlock>
      </Section>
      <Section title={t('forms.builder.editor.flags')}>
        <ListBlock
          hint={t('forms.builder.editor.flagsHint')}
          error={placed.at.flags}
          addLabel={t('forms.builder.editor.addFlag')}
          full={draft.flags.length >= limits.FormInput.flags.maxItems}
          onAdd={() => edit(null, (d) => ({ ...d, flags: [...d.flags, newFlag()] }))}
        >
          {draft.flags.map((flag, index) => (
            <FlagEditor key={flag.id} draft={draft} index={index} edit={edit} />
          ))}
        </ListBlock>
      </Section>
      <Section title={t('forms.builder.editor.protocol')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('forms.builder.editor.protocolHint')}
          </Text>
          <TranslatedInputs
            label={t('forms.builder.editor.protocol')}
            value={draft.protocol}
            path="protocol"
            multiline
            maxLength={limits.Guidance.en.maxLength}
            onChange={(language, text, slot) => edit(slot, (d) => ({ ...d, protocol: { ...d.protocol, [language]: text } }))}
          />
        </Stack>
      </Section>
    </Stack>
  );

  return (
    <BuilderErrors.Provider value={placed.at}>
      <Stack gap="md">
        <PageHeader
          title={title}
          back={{ to: '/forms', label: t('forms.builder.list.title') }}
          badges={
            <Group gap="xs">
              {form && <Badge variant="outline">{t('forms.builder.list.version', { version: form.version })}</Badge>}
              <FormStatusBadge status="draft" />
              {dirty && <Badge color="orange">{t('forms.builder.editor.unsaved')}</Badge>}
            </Group>
          }
          actions={
            <Group gap="xs">
              <Button variant="default" loading={busy} onClick={() => void onSave()}>
                {form ? t('forms.builder.editor.save') : t('forms.builder.editor.create')}
              </Button>
              {form && <Button onClick={() => setAsking(true)}>{t('forms.builder.actions.publish')}</Button>}
            </Group>
          }
        />
        {Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('forms.builder.editor.fix')}>
            {placed.elsewhere.length > 0 && (
              <List size="sm">
                {placed.elsewhere.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {phone && (
          <SegmentedControl
            aria-label={t('forms.builder.preview.view')}
            value={view}
            onChange={(value) => setView(value === 'preview' ? 'preview' : 'edit')}
            data={[
              { value: 'edit', label: t('forms.builder.preview.edit') },
              { value: 'preview', label: t('forms.builder.preview.title') },
            ]}
          />
        )}
        {phone ? (
          view === 'edit' ? (
            editor
          ) : (
            <FormPreview form={preview} />
          )
        ) : (
          <Grid gap="xl">
            <Grid.Col span="auto">{editor}</Grid.Col>
            <Grid.Col span="content">
              <Box pos="sticky" top={16}>
                <FormPreview form={preview} />
              </Box>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      {form && (
        <ConfirmDialog
          opened={asking}
          onClose={() => setAsking(false)}
          title={t('forms.builder.actions.publishTitle', { name: inLanguage(draft.name, i18n.language), version: form.version })}
          body={dirty ? `${t('forms.builder.actions.saveFirst')} ${t('forms.builder.actions.publishBody')}` : t('forms.builder.actions.publishBody')}
          confirmLabel={t('forms.builder.actions.publish')}
          confirmColor="blue"
          busy={busy || publish.isPending}
          onConfirm={() => void onPublish(form.id)}
        />
      )}
    </BuilderErrors.Provider>
  );
}
