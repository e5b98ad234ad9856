import { Button, Group, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useGroups } from '@/features/groups';
import { ProgramFilterSelect, programFilterChoices, usePrograms } from '@/features/programs';
import { runsGroup, useRole } from '@/lib/auth/roles';
import { fromDateInput } from '@/lib/dates';
import { useNarrow } from '@/lib/media';
import { useCalendar } from '../api/get-calendar';
import { usePastAttendance } from '../api/get-past-attendance';
import type { CalendarItem } from '../api/types';
import { CALENDAR_VIEWS, type CalendarView, type VisibleRange } from '../components/calendar-views';
import { toCalendarEntry, type PastSessions } from '../components/items';
import { Legend } from '../components/Legend';
import { MonthList } from '../components/MonthList';
import { ViewButtons } from '../components/ViewButtons';

// FullCalendar comes in its own chunk, only when the month or the week is shown.
const EventCalendar = lazy(() => import('../components/EventCalendar'));

function viewParam(value: string | null): CalendarView | null {
  return CALENDAR_VIEWS.find((view) => view === value) ?? null;
}

/**
 * /calendar?view=&date=&programId= : the view, the month or week shown and the program filter
 * (staff who know two programs) live in the address.
 */
export function CalendarRoute() {
  const { t } = useTranslation();
  const { staff } = useRole();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const leaving = useNavigation().state !== 'idle';
  // What the calendar opens on is read once; afterwards it tells where it is. A view chosen
  // opens on the day the calendar shows.
  const [shown, setShown] = useState<{ view: CalendarView; date?: string }>(() => {
    const date = params.get('date');
    return {
      view: viewParam(params.get('view')) ?? (narrow ? 'listMonth' : 'dayGridMonth'),
      date: date && fromDateInput(date) ? date : undefined,
    };
  });
  const [visible, setVisible] = useState<VisibleRange | null>(null);
  const onView = useCallback((view: CalendarView) => setShown({ view, date: visible?.date }), [visible?.date]);
  const onMonth = useCallback((date: string) => setShown({ view: 'listMonth', date }), []);
  const range = useMemo(() => (visible ? { from: visible.from, to: visible.to } : null), [visible]);
  // Staff who know two programs may show one program's groups (a father never sees the filter).
  const programId = (staff && params.get('programId')) || undefined;
  const programs = usePrograms({ enabled: staff });
  const programFilter = staff ? programFilterChoices(programs.data, programId) : null;
  const setProgram = (id: string | undefined) => {
    const updated = new URLSearchParams(params);
    if (id) updated.set('programId', id);
    else updated.delete('programId');
    // A filter chosen is a step back can undo, as on the fathers list.
    setParams(updated);
  };
  const calendar = useCalendar(range, programId);
  const past = usePastSessions(range, calendar.data);
  const entries = useMemo(() => (calendar.data ?? []).map((item) => toCalendarEntry(item, past.sessions)), [calendar.data, past.sessions]);

  const onRangeChange = useCallback((next: VisibleRange) => {
    setVisible((current) =>
      current && Object.entries(next).every(([key, value]) => current[key as keyof VisibleRange] === value) ? current : next,
    );
  }, []);
  // The address follows the calendar (after rendering: the calendar reports while it mounts),
  // but never while another page is loading: writing it would cancel that navigation and
  // bring a user who tapped "New event" back here.
  useEffect(() => {
    if (leaving || !visible || (params.get('view') === visible.view && params.get('date') === visible.date)) return;
    const updated = new URLSearchParams(params);
    updated.set('view', visible.view);
    updated.set('date', visible.date);
    setParams(updated, { replace: true });
  }, [leaving, visible, params, setParams]);
  const onOpen = useCallback((path: string) => void navigate(path), [navigate]);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('calendar.title')}
        description={staff ? t('calendar.description') : t('calendar.myDescription')}
        badges={(calendar.isFetching || past.attendance.isFetching) && <Loader size="xs" aria-label={t('common.loading')} />}
        actions={
          staff && (
            <Button component={Link} to="/calendar/new">
              {t('calendar.new')}
            </Button>
          )
        }
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Legend />
        <Group gap="sm" align="flex-end">
          {programFilter && (
            <ProgramFilterSelect programs={programFilter} value={programId} onChange={setProgram} loading={programs.isPending} />
          )}
          <ViewButtons view={shown.view} onView={onView} />
        </Group>
      </Group>
      {calendar.isError && (
        <LoadError title={t('calendar.loadFailed')} error={calendar.error} onRetry={() => void calendar.refetch()} />
      )}
      {past.attendance.isError && (
        <LoadError
          title={t('calendar.attendance.loadFailed')}
          error={past.attendance.error}
          onRetry={() => void past.attendance.refetch()}
        />
      )}
      {shown.view === 'listMonth' ? (
        <MonthList entries={entries} date={shown.date} onMonth={onMonth} onRangeChange={onRangeChange} onOpen={onOpen} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <EventCalendar
            key={shown.view}
            entries={entries}
            initialView={shown.view}
            initialDate={shown.date}
            narrow={narrow}
            onRangeChange={onRangeChange}
            onOpen={onOpen}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Staff: what the calendar knows of its sessions that have ended (undefined for a father, whose
 * calendar never asks). A session that ends while the page is open turns from its answers to its
 * attendance then: the clock moves at that end, and the marks are read again.
 */
function usePastSessions(range: { from: string; to: string } | null, items: CalendarItem[] | undefined) {
  const { userId, staff, director } = useRole();
  const [now, setNow] = useState(Date.now);
  const attendance = usePastAttendance(range, { enabled: staff, now });
  // A staff member's marks are counted over his own fathers: he is told a session is unmarked
  // only if he runs its group (a director runs every group).
  const scoped = staff && !director;
  const groups = useGroups({ enabled: scoped });
  const { refetch } = attendance;

  const nextEnd = useMemo(() => {
    let next: number | null = null;
    for (const item of items ?? []) {
      const end = Date.parse(item.endsAt);
      if (item.kind === 'session' && item.status !== 'cancelled' && end > now && (next === null || end < next)) next = end;
    }
    return next;
  }, [items, now]);
  useEffect(() => {
    if (!staff || nextEnd === null) return;
    const wait = nextEnd - Date.now();
    if (wait > MAX_WAIT_MS) return;
    // Already over (a range seen only now): its marks come with the range's own read.
    const timer = setTimeout(() => {
      setNow(Date.now());
      if (wait > 0) void refetch();
    }, Math.max(wait, 0) + 50);
    return () => clearTimeout(timer);
  }, [staff, nextEnd, refetch]);

  const byId = useMemo(
    () => (attendance.data ? new Map(attendance.data.map((entry) => [entry.sessionId, entry])) : null),
    [attendance.data],
  );
  const marks = useCallback(
    (groupId: string | null) => runsGroup({ userId, staff, director }, groups.data?.find((group) => group.id === groupId)),
    [userId, staff, director, groups.data],
  );
  const current = !attendance.isPlaceholderData;
  const sessions = useMemo<PastSessions | undefined>(
    () => (staff ? { attendance: byId, current, now, marks } : undefined),
    [staff, byId, current, now, marks],
  );
  return { sessions, attendance };
}
