import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { WEEKDAYS, weekdayLabel } from '@/components/program/labels';
import type { Group, GroupInput } from '@/lib/api/program';
import type { User } from '@/lib/api/types';
import { rules } from '@/lib/validation';

export type GroupFormValues = Required<GroupInput>;

export function groupValues(group: Group | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    facilitatorId: group?.facilitatorId ?? '',
    meetingDay: group?.meetingDay ?? '',
    meetingTime: group?.meetingTime ?? '',
    location: group?.location ?? '',
  };
}

export interface GroupFormProps {
  group: Group | null;
  staff: User[];
  onSubmit: (values: GroupFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

export function GroupForm({ group, staff, onSubmit, submitLabel, label }: GroupFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      name: r.required(t('fields.name')),
      description: r.optional(),
      facilitatorId: r.optional(),
      meetingDay: r.optional(),
      meetingTime: r.optional(),
      location: r.optional(),
    });
  }, [t]);
  const form = useAppForm(schema, groupValues(group));
  const day = group?.meetingDay ?? '';
  // A meeting day written some other way ('Mon & Thu') is kept as it is.
  const days = day && !WEEKDAYS.some((name) => name.toLowerCase() === day.toLowerCase()) ? [...WEEKDAYS, day] : WEEKDAYS;

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="name" label={t('fields.name')} autoComplete="off" required />
      <TextareaField name="description" label={t('fields.description')} minRows={2} />
      <SelectField
        name="facilitatorId"
        label={t('fields.facilitator')}
        options={[
          { value: '', label: t('groups.form.noFacilitator') },
          ...staff.map((user) => ({ value: user.id, label: user.displayName })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SelectField
          name="meetingDay"
          label={t('fields.meetingDay')}
          options={[
            { value: '', label: t('groups.form.notSet') },
            ...days.map((value) => ({ value, label: weekdayLabel(t, value) })),
          ]}
        />
        <TextField name="meetingTime" label={t('fields.meetingTime')} type="time" />
      </SimpleGrid>
      <TextField name="location" label={t('fields.location')} autoComplete="off" />
    </Form>
  );
}
