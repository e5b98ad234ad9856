import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxListField, Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { WEEKDAYS, weekdayLabel } from '@/components/program/labels';
import { ProgramSelectField, type Program } from '@/features/programs';
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
  /** The program a new group belongs to: chosen only once there are two (else ''). */
  programId: string;
}

export function groupValues(group: Group | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    facilitatorIds: group?.facilitatorIds ?? [],
    meetingDay: group?.meetingDay ?? '',
    meetingTime: group?.meetingTime ?? '',
    location: group?.location ?? '',
    programId: '',
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
  const { facilitatorIds, programId, ...fields } = values;
  // With one program the server puts the group in it.
  const input: NewGroupInput = programId ? { ...fields, programId } : fields;
  return withFacilitators ? { ...input, facilitatorIds } : input;
}

/** What an update sends: only the fields that changed since `before`; the facilitators as for a create. */
export function groupChanges(values: GroupFormValues, withFacilitators: boolean, before: GroupFormValues): GroupInput {
  const { facilitatorIds, ...fields } = values;
  const input: GroupInput = {};
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    // A group's program is chosen on create only.
    if (key === 'programId') continue;
    if (before[key] !== fields[key]) input[key] = fields[key];
  }
  if (withFacilitators && !sameIds(before.facilitatorIds, facilitatorIds)) input.facilitatorIds = facilitatorIds;
  return input;
}

export interface GroupFormProps {
  group: Group | null;
  /** The staff accounts a director chooses the facilitators from; null: the viewer does not choose them. */
  staff: StaffMember[] | null;
  /** The programs a new group is put in by choice (`programChoices`); null: no choice to make. */
  programs?: Program[] | null;
  onSubmit: (values: GroupFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

export function GroupForm({ group, staff, programs = null, onSubmit, submitLabel, label }: GroupFormProps) {
  const { t } = useTranslation();
  const requireProgram = programs !== null;
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      name: r.required(t('fields.name')),
      description: r.optional(),
      facilitatorIds: z.array(z.string()),
      meetingDay: r.optional(),
      meetingTime: r.optional(),
      location: r.optional(),
      programId: requireProgram ? r.required(t('programs.select.label')) : r.optional(),
    });
  }, [t, requireProgram]);
  const form = useAppForm(schema, groupValues(group));
  const day = group?.meetingDay ?? '';
  // A meeting day written some other way ('Mon & Thu') is kept as it is.
  const days = day && !WEEKDAYS.some((name) => name.toLowerCase() === day.toLowerCase()) ? [...WEEKDAYS, day] : WEEKDAYS;

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <TextField name="name" label={t('fields.name')} autoComplete="off" required />
      {programs && <ProgramSelectField<GroupFormValues> name="programId" programs={programs} />}
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
