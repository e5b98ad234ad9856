import { Alert, Button, Checkbox, CloseButton, Group, Pill, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form';
import { formatDay } from '@/lib/dates';
import { browserTimeZone, buildSchedule, sessionDates } from '../utils/schedule';
import type { CycleFormValues } from '../utils/cycle-form';

const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Weekly sessions: which weekdays, when, how long, until when, and which dates to skip. */
export function ScheduleFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CycleFormValues>();
  const ends = useWatch({ control, name: 'schedule.ends' });
  return (
    <Stack gap="sm">
      <WeekdaysField />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextField<CycleFormValues> name="schedule.startTime" label={t('cycles.schedule.startTime')} type="time" required />
        <TextField<CycleFormValues>
          name="schedule.durationMinutes"
          label={t('cycles.schedule.duration')}
          type="number"
          inputMode="numeric"
          required
        />
      </SimpleGrid>
      <EndsField />
      {ends === 'count' ? (
        <TextField<CycleFormValues>
          name="schedule.count"
          label={t('cycles.schedule.count')}
          type="number"
          inputMode="numeric"
          required
        />
      ) : (
        <TextField<CycleFormValues>
          name="schedule.until"
          label={t('cycles.schedule.until')}
          description={t('cycles.schedule.untilHint')}
          type="date"
        />
      )}
      <SkipDatesField />
      <Preview />
    </Stack>
  );
}

function WeekdaysField() {
  const { t } = useTranslation();
  const { trigger } = useFormContext<CycleFormValues>();
  const { field, fieldState } = useController<CycleFormValues, 'schedule.weekdays'>({ name: 'schedule.weekdays' });
  return (
    <Checkbox.Group
      label={t('cycles.schedule.weekdays')}
      withAsterisk
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        void trigger('schedule.weekdays');
      }}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={6}>
        {ISO_WEEKDAYS.map((day) => (
          <Checkbox key={day} value={day} label={t(`program.weekdays.${day}`)} size="md" />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function EndsField() {
  const { t } = useTranslation();
  const { field } = useController<CycleFormValues, 'schedule.ends'>({ name: 'schedule.ends' });
  return (
    <Radio.Group label={t('cycles.schedule.ends')} value={field.value} onChange={field.onChange}>
      <Group gap="md" mt={6}>
        <Radio value="count" label={t('cycles.schedule.endsAfter')} size="md" />
        <Radio value="until" label={t('cycles.schedule.endsOn')} size="md" />
      </Group>
    </Radio.Group>
  );
}

function SkipDatesField() {
  const { t } = useTranslation();
  const { field } = useController<CycleFormValues, 'schedule.skipDates'>({ name: 'schedule.skipDates' });
  const [date, setDate] = useState('');
  const add = () => {
    if (date && !field.value.includes(date)) field.onChange([...field.value, date].sort());
    setDate('');
  };
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          type="date"
          label={t('cycles.schedule.skipDate')}
          description={t('cycles.schedule.skipHint')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} disabled={!date}>
          {t('cycles.schedule.addSkip')}
        </Button>
      </Group>
      {field.value.length > 0 && (
        <Group gap={6} aria-label={t('cycles.schedule.skipDates')} role="list">
          {field.value.map((skipped) => (
            <Pill key={skipped} size="lg" role="listitem">
              <Group gap={4} wrap="nowrap">
                {formatDay(skipped)}
                <CloseButton
                  size="xs"
                  aria-label={t('cycles.schedule.removeSkip', { date: formatDay(skipped) })}
                  onClick={() => field.onChange(field.value.filter((value) => value !== skipped))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The sessions the rule will create, so a wrong weekday or count shows before saving. */
function Preview() {
  const { t } = useTranslation();
  const { control } = useFormContext<CycleFormValues>();
  const [schedule, startDate, endDate] = useWatch({ control, name: ['schedule', 'startDate', 'endDate'] });
  if (!startDate || (schedule.ends === 'until' && !schedule.until && !endDate)) return null;
  const dates = sessionDates(buildSchedule(schedule), startDate, endDate);
  if (schedule.weekdays.length === 0) return null;
  const shown = dates.slice(0, 6).map((date) => formatDay(date));
  return (
    <Alert variant="light" color={dates.length === 0 ? 'orange' : 'blue'} role="status">
      <Text size="sm" fw={600}>
        {t('cycles.schedule.preview', { count: dates.length })}
      </Text>
      {shown.length > 0 && (
        <Text size="sm">
          {shown.join(' · ')}
          {dates.length > shown.length ? ' …' : ''}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('cycles.schedule.timezone', { zone: browserTimeZone() })}
      </Text>
    </Alert>
  );
}
