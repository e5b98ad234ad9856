import { Button, Group } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatWeekday, INPUT_DATE_FORMAT } from '@/lib/dates';
import { recordText } from './attendance-text';
import type { VisibleRange } from './calendar-views';
import { CANCELLED_COLOR, KIND_COLORS, listTimeText, type CalendarEntry, type ItemDetails } from './items';
import { KindIcon } from './KindIcon';
import { listDays } from './month-list';
import './calendar.css';

export interface MonthListProps {
  entries: CalendarEntry[];
  /** A day of the month shown ('YYYY-MM-DD'); this month without one. */
  date?: string;
  onMonth: (date: string) => void;
  onRangeChange: (range: VisibleRange) => void;
  onOpen: (path: string) => void;
}

/**
 * A month as a list of its days and what is on them: what a father's phone opens on. Written
 * here rather than drawn by FullCalendar, which on a slow phone spent most of a second making
 * this list (docs/benchmarks.md); the month and week grids still load it when chosen.
 */
export function MonthList({ entries, date, onMonth, onRangeChange, onOpen }: MonthListProps) {
  const { t } = useTranslation();
  const month = useMemo(() => (date ? dayjs(date, INPUT_DATE_FORMAT) : dayjs()).startOf('month'), [date]);
  const first = month.format(INPUT_DATE_FORMAT);
  useEffect(() => {
    const start = dayjs(first, INPUT_DATE_FORMAT);
    onRangeChange({ from: start.format(), to: start.add(1, 'month').format(), view: 'listMonth', date: first });
  }, [first, onRangeChange]);
  const days = useMemo(() => listDays(entries, month), [entries, month]);
  const thisMonth = dayjs().startOf('month').isSame(month);

  return (
    <div className="fm-calendar fm-month-list">
      <div className="fm-month-toolbar">
        <h2 className="fm-month-title">{formatMonth(month)}</h2>
        <Group gap={4} wrap="nowrap">
          <Button variant="default" aria-label={t('calendar.previousMonth')} onClick={() => onMonth(month.subtract(1, 'month').format(INPUT_DATE_FORMAT))}>
            ‹
          </Button>
          <Button variant="default" aria-label={t('calendar.nextMonth')} onClick={() => onMonth(month.add(1, 'month').format(INPUT_DATE_FORMAT))}>
            ›
          </Button>
          <Button variant="default" disabled={thisMonth} onClick={() => onMonth(dayjs().format(INPUT_DATE_FORMAT))}>
            {t('calendar.today')}
          </Button>
        </Group>
      </div>
      {days.length === 0 ? (
        <p className="fm-month-empty">{t('calendar.empty')}</p>
      ) : (
        days.map(({ day, entries: items }) => (
          <section key={day} className="fm-month-day" aria-labelledby={`fm-day-${day}`}>
            <h3 id={`fm-day-${day}`} className="fm-month-day-title">
              {formatWeekday(day)}
            </h3>
            <ul className="fm-month-items">
              {items.map((entry) => (
                <li key={entry.id} className={['fm-list-event', ...entry.classNames].join(' ')}>
                  <ListItem entry={entry} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/**
 * An item of the list, one link: its times, its kind in an icon and a word (a cancelled session
 * struck through and saying so), its title, who it is for and where, and staff's line.
 */
function ListItem({ entry, onOpen }: { entry: CalendarEntry; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  const { kind, status, location, groupName, record } = entry.extendedProps as ItemDetails;
  const cancelled = status === 'cancelled';
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the link the browser's own way (a new tab or window).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(entry.url);
  };
  return (
    <a href={entry.url} className="fm-list-item" onClick={open}>
      <span className="fm-list-time">{entry.allDay ? t('calendar.allDay') : listTimeText(new Date(entry.start), new Date(entry.end))}</span>{' '}
      <span className="fm-list-kind" style={{ color: cancelled ? CANCELLED_COLOR : KIND_COLORS[kind] }}>
        <KindIcon kind={kind} size={14} />
        {t(`calendar.kind.${kind}`)}
        {cancelled && ` · ${t('calendar.cancelled')}`}
      </span>{' '}
      <span className="fm-item-title">{entry.title}</span>{' '}
      <span className="fm-list-meta">{[groupName ?? t('common.everyone'), location].filter(Boolean).join(' · ')}</span>
      {record && (
        <>
          {' '}
          <span className={record.type === 'notTaken' ? 'fm-list-record fm-not-taken' : 'fm-list-record'}>{recordText(t, record)}</span>
        </>
      )}
    </a>
  );
}
