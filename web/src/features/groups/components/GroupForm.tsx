import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxListField, Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { WEEKDAYS, weekdayLabel } from '@/components/program/labels';
import type { Group, GroupInput, NewGroupInput } from '@/lib/api/program';
import type { StaffMember } from '@/lib/api/types';
import { rules } from '@/lib/validation';

export interface GroupFormValues {
  name: string;
  description: string;
  /** The staff accounts that facilitate it; only a director sets them. */
  facilitatorIds: string[];
  meetingDay: string;
  meetingTime: string;
  location: string;
}

export function groupValues(group: Group | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    facilitatorIds: group?.facilitatorIds ?? [],
    meetingDay: group?.meetingDay ?? '',
    meetingTime: group?.meetingTime ?? '',
    location: group?.location ?? '',
  };
}

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/**
 * What a create sends: every field; the facilitators only when `withFacilitators` (a director:
 * anyone else is refused with 403).
 */
export function newGroupInput(values: GroupFormValues, withFacilitators: boolean): NewGroupInput {
  const { facilitatorIds, ...fields } = values;
  return withFacilitators ? { ...fields, facilitatorIds } : fields;
}

/** What an update sends: only the fields that changed since `before`; the facilitators as for a create. */
export function groupChanges(values: GroupFormValues, withFacilitators: boolean, before: GroupFormValues): GroupInput {
  const { facilitatorIds, ...fields } = values;
  const input: GroupInput = {};
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    if (before[key] !== fields[key]) input[key] = fields[key];
  }
  if (withFacilitators && !sameIds(before.facilitatorIds, facilitatorIds)) input.facilitatorIds = facilitatorIds;
  return input;
}

export interface GroupFormProps {
  group: Group | null;
  /** The staff accounts a director chooses the facilitators from; null: the viewer does not choose them. */
  staff: StaffMember[] | null;
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
      facilitatorIds: z.array(z.string()),
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
      {staff && (
        <CheckboxListField
          name="facilitatorIds"
          label={t('groups.form.facilitators')}
          description={t('groups.form.facilitatorsHint')}
          empty={t('groups.form.noStaff')}
          options={facilitatorOptions(staff, group)}
        />
      )}
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

/** Every staff account, and a facilitator no longer among them (so he can be unticked). */
function facilitatorOptions(staff: StaffMember[], group: Group | null) {
  const options = staff.map((member) => ({ value: member.id, label: member.displayName }));
  for (const id of group?.facilitatorIds ?? []) {
    if (!staff.some((member) => member.id === id)) options.push({ value: id, label: id });
  }
  return options;
}
