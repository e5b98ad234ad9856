import esLocale from '@fullcalendar/core/locales/es';
import type { DatesSetArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rsvpCountsText } from '@/components/rsvp/counts';
import { INPUT_DATE_FORMAT } from '@/lib/dates';
import { attendanceText } from './attendance-text';
import type { CalendarView, VisibleRange } from './calendar-views';
import {
  CANCELLED_COLOR,
  KIND_COLORS,
  listTimeText,
  NEXT_DAY_THRESHOLD_HOURS,
  type CalendarEntry,
  type ItemDetails,
  type ItemRecord,
} from './items';
import { KindIcon } from './KindIcon';
import './calendar.css';

// FullCalendar is large: this module is the only one that imports it, and the calendar page
// loads it lazily, so no other page (and not the first one) downloads it.

export interface EventCalendarProps {
  entries: CalendarEntry[];
  initialView: CalendarView;
  initialDate?: string;
  /** A phone: the toolbar takes two rows. */
  narrow: boolean;
  onRangeChange: (range: VisibleRange) => void;
  onOpen: (path: string) => void;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin];
/** The product's time of day ('6:00 PM'); Spanish gets its own clock ('18:00') (docs/PRODUCT.md, "Dates and times"). */
const TIME_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;
const WIDE_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' };
const NARROW_TOOLBAR = { left: 'title', right: 'prev,next' };
const NARROW_FOOTER = { left: 'today', right: 'listMonth,dayGridMonth,timeGridWeek' };
/** A session that runs past midnight is one row of the list and one bar of the month (items.ts). */
const NEXT_DAY_THRESHOLD = `${String(NEXT_DAY_THRESHOLD_HOURS).padStart(2, '0')}:00:00`;
/**
 * The list says each item's times in its row's words (ItemContent), not in FullCalendar's time
 * column: that column ends a night session at midnight ('23:00 - 0:00') once it is one row.
 */
const VIEWS = { list: { displayEventTime: false } };
/** The week's 24 hours scroll inside the page, opening on the morning; the other views grow with their content. */
const WEEK_HEIGHT = 720;
const WEEK_SCROLL_TIME = '07:00:00';

export default function EventCalendar({ entries, initialView, initialDate, narrow, onRangeChange, onOpen }: EventCalendarProps) {
  const { t, i18n } = useTranslation();
  // FullCalendar re-applies every option whose identity changes: options are kept stable.
  const buttonText = useMemo(
    () => ({
      prev: '‹',
      next: '›',
      today: t('calendar.today'),
      month: t('calendar.month'),
      week: t('calendar.week'),
      list: t('calendar.list'),
    }),
    [t],
  );

  const [view, setView] = useState<CalendarView>(initialView);
  const calendar = useRef<FullCalendar>(null);
  // The week gets its height once it is shown, after FullCalendar scrolled it: scroll it again.
  useEffect(() => {
    if (view !== 'timeGridWeek') return;
    const frame = requestAnimationFrame(() => calendar.current?.getApi().scrollToTime(WEEK_SCROLL_TIME));
    return () => cancelAnimationFrame(frame);
  }, [view]);

  const datesSet = useCallback(
    (arg: DatesSetArg) => {
      setView(arg.view.type as CalendarView);
      onRangeChange({
        from: dayjs(arg.start).format(),
        to: dayjs(arg.end).format(),
        view: arg.view.type as CalendarView,
        date: dayjs(arg.view.currentStart).format(INPUT_DATE_FORMAT),
      });
    },
    [onRangeChange],
  );

  const eventClick = useCallback(
    (arg: EventClickArg) => {
      // A modified click opens the link the browser's own way (a new tab or window).
      const { ctrlKey, metaKey, shiftKey, button } = arg.jsEvent;
      if (ctrlKey || metaKey || shiftKey || button !== 0) return;
      arg.jsEvent.preventDefault();
      onOpen(arg.event.url);
    },
    [onOpen],
  );

  const eventContent = useCallback((arg: EventContentArg) => <ItemContent arg={arg} t={t} />, [t]);

  return (
    <div className="fm-calendar">
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={initialView}
        initialDate={initialDate}
        locale={i18n.language === 'es' ? esLocale : 'en'}
        headerToolbar={narrow ? NARROW_TOOLBAR : WIDE_TOOLBAR}
        footerToolbar={narrow ? NARROW_FOOTER : false}
        buttonText={buttonText}
        // Arrows as text: FullCalendar's icon fonts are images without a name for screen readers.
        buttonIcons={false}
        noEventsText={t('calendar.empty')}
        allDayText={t('calendar.allDay')}
        // The list's column headers, read by screen readers (FullCalendar's Spanish says "La hora").
        timeHint={t('calendar.time')}
        eventHint={t('calendar.kind.event')}
        nextDayThreshold={NEXT_DAY_THRESHOLD}
        views={VIEWS}
        height={view === 'timeGridWeek' ? WEEK_HEIGHT : 'auto'}
        scrollTime={WEEK_SCROLL_TIME}
        dayMaxEvents={4}
        nowIndicator
        eventDisplay="block"
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        events={entries}
        datesSet={datesSet}
        eventClick={eventClick}
        eventContent={eventContent}
      />
    </div>
  );
}

/**
 * An item as the calendar shows it. Its kind is an icon and a word (written out in the list,
 * read out by screen readers in the grids), not only a colour; a cancelled session is struck
 * through and says "Cancelled" in words. Nothing is left to a hover tooltip.
 */
function ItemContent({ arg, t }: { arg: EventContentArg; t: TFunction }) {
  const { kind, status, location, groupName, record } = arg.event.extendedProps as ItemDetails;
  const cancelled = status === 'cancelled';
  const kindLabel = t(`calendar.kind.${kind}`);
  const audience = groupName ?? t('common.everyone');

  if (arg.view.type.startsWith('list')) {
    // The list view leaves the link to the content; FullCalendar's click handler opens it.
    return (
      <a href={arg.event.url} className="fm-list-item">
        <span className="fm-list-time">{arg.event.allDay ? t('calendar.allDay') : listTimeText(arg.event.start, arg.event.end)}</span>{' '}
        <span className="fm-list-kind" style={{ color: cancelled ? CANCELLED_COLOR : KIND_COLORS[kind] }}>
          <KindIcon kind={kind} size={14} />
          {kindLabel}
          {cancelled && ` · ${t('calendar.cancelled')}`}
        </span>{' '}
        <span className="fm-item-title">{arg.event.title}</span>{' '}
        <span className="fm-list-meta">{[audience, location].filter(Boolean).join(' · ')}</span>
        {record && (
          <>
            {' '}
            <span className={record.type === 'notTaken' ? 'fm-list-record fm-not-taken' : 'fm-list-record'}>{recordText(t, record)}</span>
          </>
        )}
      </a>
    );
  }

  return (
    <span className="fm-item">
      <KindIcon kind={kind} />
      {/* The spaces between the parts are for screen readers: the flex layout spaces them on screen. */}
      <VisuallyHidden>{kindLabel}:</VisuallyHidden>{' '}
      {arg.timeText && <span style={{ flex: 'none' }}>{arg.timeText}</span>}{' '}
      <span className="fm-item-title">{arg.event.title}</span>
      {/* Written out, not only struck through: a phone has no hover to explain the line. */}
      {cancelled && (
        <>
          {' '}
          <span>({t('calendar.cancelled')})</span>
        </>
      )}
      {record && (
        <>
          {' '}
          <GridRecord record={record} t={t} />
        </>
      )}
    </span>
  );
}

/** Staff's line of an item in words: its answers, or a past session's attendance. */
function recordText(t: TFunction, record: ItemRecord): string {
  switch (record.type) {
    case 'rsvps':
      return rsvpCountsText(t, record.counts);
    case 'attendance':
      return attendanceText(t, record.attendance);
    case 'notTaken':
      return t('calendar.attendance.notTaken');
  }
}

/**
 * Staff's line in a grid's small box. The answers in figures on screen (✓ yes, ✗ can't, ⏱ late),
 * in words for screen readers; a past session's attendance in words for everyone, since it is
 * what there is to read of it.
 */
function GridRecord({ record, t }: { record: ItemRecord; t: TFunction }) {
  if (record.type === 'rsvps') {
    const { yes, no, late } = record.counts;
    return (
      <>
        <span className="fm-item-rsvps" aria-hidden="true">
          ✓{yes} ✗{no} ⏱{late}
        </span>
        <VisuallyHidden>
          ({t('rsvp.counts.label')}: {rsvpCountsText(t, record.counts)})
        </VisuallyHidden>
      </>
    );
  }
  return (
    <span className={record.type === 'notTaken' ? 'fm-item-record fm-not-taken' : 'fm-item-record'}>
      {record.type === 'attendance' && (
        <>
          <VisuallyHidden>{t('calendar.attendance.label')}:</VisuallyHidden>{' '}
        </>
      )}
      {recordText(t, record)}
    </span>
  );
}
