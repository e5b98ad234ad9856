import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '@/lib/dates';
import { grantYear, PRESETS, presetRange, type DayRange, type Preset } from '../utils/ranges';

export type Period = Preset | 'custom';

export interface RangePickerProps {
  period: Period;
  range: DayRange;
  errors: { from?: string; to?: string };
  onPeriod: (period: Period) => void;
  onDay: (field: 'from' | 'to', value: string) => void;
}

/** A preset (this month … grant year) or any two days; each option says its days. */
export function RangePicker({ period, range, errors, onPeriod, onDay }: RangePickerProps) {
  const { t } = useTranslation();
  const options = [
    ...PRESETS.map((preset) => {
      const days = presetRange(preset);
      const name =
        preset === 'grantYear' ? t('reports.presets.grantYear', { year: grantYear().fiscalYear }) : t(`reports.presets.${preset}`);
      return { value: preset, label: `${name} (${formatDayRange(days.from, days.to)})` };
    }),
    { value: 'custom', label: t('reports.presets.custom') },
  ];
  return (
    <Group gap="sm" align="flex-start" role="group" aria-label={t('reports.range')} className="fm-screen-only">
      <NativeSelect
        label={t('reports.period')}
        data={options}
        value={period}
        onChange={(event) => onPeriod(event.currentTarget.value as Period)}
        w={{ base: '100%', sm: 'auto' }}
      />
      <Group gap="sm" align="flex-start" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
        <TextInput
          type="date"
          label={t('reports.from')}
          value={range.from}
          onChange={(event) => onDay('from', event.currentTarget.value)}
          error={errors.from}
          style={{ flex: 1 }}
        />
        <TextInput
          type="date"
          label={t('reports.to')}
          value={range.to}
          onChange={(event) => onDay('to', event.currentTarget.value)}
          error={errors.to}
          style={{ flex: 1 }}
        />
      </Group>
    </Group>
  );
}
