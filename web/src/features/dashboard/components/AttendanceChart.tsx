import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { WeekPoint } from '../utils/chart';

// The only file that imports the chart library: the dashboard loads it lazily, for staff,
// so no other page (and not the dashboard's first paint) downloads it.

function WeekTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload as WeekPoint | undefined;
  if (!active || !point) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" fz="sm">
      <Text size="sm" fw={600}>
        {t('dashboard.weeks.weekOf', { date: point.label })}
      </Text>
      <Text size="sm">
        {point.percent === null
          ? t('dashboard.weeks.nothingCounted')
          : t('dashboard.weeks.rateLine', { rate: `${point.percent}%`, attended: point.attended, countable: point.countable })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.weeks.sessions', { count: point.sessions })}
      </Text>
    </Paper>
  );
}

/**
 * Attendance rate by week as bars. Hidden from screen readers: the table beside it carries
 * the same numbers. Ticks thin out by themselves on a narrow screen.
 */
export default function AttendanceChart({ points }: { points: WeekPoint[] }) {
  return (
    <div data-testid="attendance-chart" aria-hidden="true">
      <BarChart
        responsive
        data={points}
        style={{ width: '100%', height: 240 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={6} tickLine={false} />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => `${value}%`}
          tick={{ fontSize: 11 }}
          width={40}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip content={<WeekTooltip />} cursor={{ fill: 'var(--mantine-color-gray-1)' }} />
        <Bar dataKey="percent" fill="var(--mantine-color-blue-6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
