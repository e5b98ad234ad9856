import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from './calendar-views';

const LABELS = { listMonth: 'calendar.list', dayGridMonth: 'calendar.month', timeGridWeek: 'calendar.week' } as const;

/** The list, the month and the week: the one shown pressed. */
export function ViewButtons({ view, onView }: { view: CalendarView; onView: (view: CalendarView) => void }) {
  const { t } = useTranslation();
  return (
    <Button.Group aria-label={t('calendar.views')}>
      {(['listMonth', 'dayGridMonth', 'timeGridWeek'] as const).map((option) => (
        <Button key={option} variant={option === view ? 'filled' : 'default'} aria-pressed={option === view} onClick={() => onView(option)}>
          {t(LABELS[option])}
        </Button>
      ))}
    </Button.Group>
  );
}
