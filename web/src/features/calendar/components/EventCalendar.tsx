import esLocale from '@fullcalendar/core/locales/es';
import type { DatesSetArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rsvpCountsText } from '@/features/rsvp';
import { INPUT_DATE_FORMAT } from '@/lib/dates';
import { recordText } from './attendance-text';
import type { CalendarView, VisibleRange } from './calendar-views';
import { NEXT_DAY_THRESHOLD_HOURS, type CalendarEntry, type ItemDetails, type ItemRecord } from './items';
import { KindIcon } from './KindIcon';
import './calendar.css';

// FullCalendar is large: this module is the only one that imports it, and the calendar page
// loads it lazily for the month and the week, so no other page, and not the list a phone opens
// on (MonthList), downloads it.

export interface EventCalendarProps {
  entries: CalendarEntry[];
  initialView: Exclude<CalendarView, 'listMonth'>;
  initialDate?: string;
  /** A phone: the toolbar takes two rows. */
  narrow: boolean;
  onRangeChange: (range: VisibleRange) => void;
  onOpen: (path: string) => void;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin];
/** The product's time of day ('6:00 PM'); Spanish gets its own clock ('18:00') (docs/PRODUCT.md, "Dates and times"). */
const TIME_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;
// The views are chosen outside the calendar (ViewButtons): the list is not FullCalendar's.
const WIDE_TOOLBAR = { left: 'prev,next today', center: 'title', right: '' };
const NARROW_TOOLBAR = { left: 'title', right: 'prev,next today' };
/** A session that runs past midnight is one row of the list and one bar of the month (items.ts). */
const NEXT_DAY_THRESHOLD = `${String(NEXT_DAY_THRESHOLD_HOURS).padStart(2, '0')}:00:00`;
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
        buttonText={buttonText}
        // Arrows as text: FullCalendar's icon fonts are images without a name for screen readers.
        buttonIcons={false}
        noEventsText={t('calendar.empty')}
        allDayText={t('calendar.allDay')}
        nextDayThreshold={NEXT_DAY_THRESHOLD}
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
 * An item as the grids show it. Its kind is an icon and a word (read out by screen readers),
 * not only a colour; a cancelled session is struck
 * through and says "Cancelled" in words. Nothing is left to a hover tooltip.
 */
function ItemContent({ arg, t }: { arg: EventContentArg; t: TFunction }) {
  const { kind, status, record } = arg.event.extendedProps as ItemDetails;
  const cancelled = status === 'cancelled';
  const kindLabel = t(`calendar.kind.${kind}`);

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
