import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField, Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import type { Group } from '@/lib/api/program';
import { rules } from '@/lib/validation';
import type { Announcement, AnnouncementInput, NewAnnouncement } from '../api/types';

export function announcementSchema(t: TFunction) {
  const r = rules(t);
  const [title, body] = [t('fields.title'), t('fields.message')];
  // The server's limits, checked here first.
  const most = limits.NewAnnouncementInput;
  return z.object({
    title: r.requiredText(title, most.title),
    body: r.requiredText(body, most.body),
    groupId: z.string(),
    pinned: z.boolean(),
    email: z.boolean(),
    text: z.boolean(),
  });
}

export type AnnouncementFormValues = z.infer<ReturnType<typeof announcementSchema>>;

export function announcementValues(announcement: Announcement | null): AnnouncementFormValues {
  return {
    title: announcement?.title ?? '',
    body: announcement?.body ?? '',
    groupId: announcement?.groupId ?? '',
    pinned: announcement?.pinned ?? false,
    email: false,
    text: false,
  };
}

export function toNewAnnouncement(values: AnnouncementFormValues): NewAnnouncement {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    groupId: values.groupId || null,
    pinned: values.pinned,
    email: values.email,
    text: values.text,
  };
}

/** What an edit changed. */
export function announcementChanges(before: Announcement, values: AnnouncementFormValues): AnnouncementInput {
  const after = toNewAnnouncement(values);
  const changes: AnnouncementInput = {};
  if (after.title !== before.title) changes.title = after.title;
  if (after.body !== before.body) changes.body = after.body;
  if (after.groupId !== before.groupId) changes.groupId = after.groupId;
  if (after.pinned !== before.pinned) changes.pinned = after.pinned;
  return changes;
}

export interface AnnouncementFormProps {
  initial: AnnouncementFormValues;
  groups: Pick<Group, 'id' | 'name'>[];
  /** Publishing offers the e-mail and the text; editing sends neither again. */
  offerEmail: boolean;
  onSubmit: (values: AnnouncementFormValues) => Promise<unknown>;
  /** Empty the form after it was sent (publishing another). */
  resetAfterSubmit?: boolean;
  submitLabel: string;
  label: string;
}

export function AnnouncementForm({
  initial,
  groups,
  offerEmail,
  onSubmit,
  resetAfterSubmit = false,
  submitLabel,
  label,
}: AnnouncementFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => announcementSchema(t), [t]);
  const form = useAppForm(schema, initial);
  const submit = async (values: AnnouncementFormValues) => {
    await onSubmit(values);
    if (resetAfterSubmit) form.reset(initial);
  };
  const audience = [
    { value: '', label: t('common.everyone') },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];
  return (
    <Form form={form} onSubmit={submit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="title" label={t('fields.title')} autoComplete="off" required />
      <TextareaField name="body" label={t('fields.message')} minRows={4} required />
      <SelectField
        name="groupId"
        label={t('fields.audience')}
        description={t('announcements.form.audienceHint')}
        options={audience}
      />
      <CheckboxField name="pinned" label={t('announcements.form.pinned')} description={t('announcements.form.pinnedHint')} />
      {offerEmail && (
        <>
          <CheckboxField name="email" label={t('announcements.form.email')} description={t('announcements.form.emailHint')} />
          <CheckboxField name="text" label={t('announcements.form.text')} description={t('announcements.form.textHint')} />
        </>
      )}
    </Form>
  );
}
