import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import type { Group } from '@/lib/api/program';
import { rules } from '@/lib/validation';
import type { Album, AlbumInput } from '../api/types';

export function albumSchema(t: TFunction) {
  const r = rules(t);
  const [title, description] = [t('fields.title'), t('fields.description')];
  const most = limits.NewAlbumInput;
  return z.object({
    title: r.requiredText(title, most.title),
    description: r.text(description, most.description),
    groupId: z.string(),
  });
}

export type AlbumFormValues = z.infer<ReturnType<typeof albumSchema>>;

export function albumValues(album: Album | null): AlbumFormValues {
  return { title: album?.title ?? '', description: album?.description ?? '', groupId: album?.groupId ?? '' };
}

/** The form as the API wants it: "Everyone" is a null group. */
export function toAlbumInput(values: AlbumFormValues): AlbumInput & { title: string } {
  return { title: values.title.trim(), description: values.description.trim(), groupId: values.groupId || null };
}

/** What an edit changed. */
export function albumChanges(before: Album, values: AlbumFormValues): AlbumInput {
  const after = toAlbumInput(values);
  const changes: AlbumInput = {};
  if (after.title !== before.title) changes.title = after.title;
  if (after.description !== before.description) changes.description = after.description;
  if (after.groupId !== before.groupId) changes.groupId = after.groupId;
  return changes;
}

export interface AlbumFormProps {
  initial: AlbumFormValues;
  groups: Pick<Group, 'id' | 'name'>[];
  onSubmit: (values: AlbumFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

/** Title, description and audience: everyone, or one group (its fathers and staff). */
export function AlbumForm({ initial, groups, onSubmit, submitLabel, label }: AlbumFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => albumSchema(t), [t]);
  const form = useAppForm(schema, initial);
  const audience = [
    { value: '', label: t('common.everyone') },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="title" label={t('fields.title')} autoComplete="off" required />
      <TextareaField name="description" label={t('fields.description')} minRows={3} />
      <SelectField name="groupId" label={t('fields.audience')} description={t('gallery.form.audienceHint')} options={audience} />
    </Form>
  );
}
