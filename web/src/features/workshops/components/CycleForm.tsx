import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { WEEKDAYS } from '@/components/program/labels';
import type { Cycle, Group } from '@/lib/api/program';
import type { StaffMember } from '@/lib/api/types';
import { cycleSchema, cycleValues, TIME, type CycleFormValues } from '../utils/cycle-form';
import { DEFAULT_SCHEDULE } from '../utils/schedule';
import { ScheduleFields } from './ScheduleFields';

/** A group's meeting day and time are what its cycle's sessions usually follow. */
function useGroupDefaults(form: UseFormReturn<CycleFormValues>, groups: Group[], enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const apply = (groupId: string) => {
      const group = groups.find((candidate) => candidate.id === groupId);
      if (!group) return;
      const { location, facilitatorId, schedule } = form.getValues();
      if (!location.trim() && group.location) form.setValue('location', group.location);
      const first = group.facilitatorIds[0];
      if (!facilitatorId && first) form.setValue('facilitatorId', first);
      const day = WEEKDAYS.findIndex((name) => name.toLowerCase() === group.meetingDay.trim().toLowerCase());
      if (schedule.weekdays.length === 0 && day >= 0) form.setValue('schedule.weekdays', [String(day + 1)]);
      const time = group.meetingTime.trim().padStart(5, '0');
      if (schedule.startTime === DEFAULT_SCHEDULE.startTime && TIME.test(time)) form.setValue('schedule.startTime', time);
    };
    apply(form.getValues('groupId'));
    const subscription = form.watch((values, { name }) => {
      if (name === 'groupId') apply(values.groupId ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, groups, enabled]);
}

export interface CycleFormProps {
  cycle: Cycle | null;
  /** Preselected group of a new cycle (/cycles/new?groupId=). */
  groupId?: string;
  groups: Group[];
  /** The staff accounts a director chooses the facilitator from; null: the field is not shown. */
  staff: StaffMember[] | null;
  onSubmit: (values: CycleFormValues) => Promise<unknown>;
  submitLabel: string;
  label: string;
}

export function CycleForm({ cycle, groupId, groups, staff, onSubmit, submitLabel, label }: CycleFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => cycleSchema(t), [t]);
  const form = useAppForm(schema, cycleValues(cycle, groupId));
  const creating = cycle === null;
  useGroupDefaults(form, groups, creating);
  const generate = useWatch({ control: form.control, name: 'generate' });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel} aria-label={label}>
      <Fieldset legend={t('cycles.form.details')}>
        <Stack gap="sm">
          <TextField name="title" label={t('fields.title')} autoComplete="off" required />
          <TextareaField name="description" label={t('fields.description')} minRows={2} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              name="groupId"
              label={t('fields.group')}
              required
              options={[
                { value: '', label: t('cycles.form.chooseGroup') },
                ...groups.map((group) => ({ value: group.id, label: group.name })),
              ]}
            />
            {staff && (
              <SelectField
                name="facilitatorId"
                label={t('fields.facilitator')}
                options={[
                  { value: '', label: t('cycles.form.noFacilitator') },
                  ...staff.map((member) => ({ value: member.id, label: member.displayName })),
                ]}
              />
            )}
            <TextField name="startDate" label={t('fields.startDate')} type="date" required />
            <TextField name="endDate" label={t('fields.endDate')} type="date" required />
            <TextField name="location" label={t('fields.location')} autoComplete="off" />
            <TextField
              name="completionThreshold"
              label={t('fields.completionThreshold')}
              description={t('cycles.form.thresholdHint')}
              type="number"
              inputMode="numeric"
              required
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      {creating && (
        <Fieldset legend={t('cycles.schedule.title')}>
          <Stack gap="sm">
            <CheckboxField name="generate" label={t('cycles.schedule.generate')} />
            {generate ? (
              <ScheduleFields />
            ) : (
              <Text size="sm" c="dimmed">
                {t('cycles.schedule.manual')}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
    </Form>
  );
}
