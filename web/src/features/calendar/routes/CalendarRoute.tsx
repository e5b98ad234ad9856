import { Button, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/lib/auth/AuthProvider';
import { fromDateInput } from '@/lib/dates';
import { useNarrow } from '@/lib/media';
import { useCalendar } from '../api/get-calendar';
import { CALENDAR_VIEWS, type CalendarView, type VisibleRange } from '../components/calendar-views';
import { toCalendarEntry } from '../components/items';
import { Legend } from '../components/Legend';

// FullCalendar comes in its own chunk, only when this page is shown.
const EventCalendar = lazy(() => import('../components/EventCalendar'));

function viewParam(value: string | null): CalendarView | null {
  return CALENDAR_VIEWS.find((view) => view === value) ?? null;
}

/** /calendar?view=&date= : the view and the month or week shown live in the address. */
export function CalendarRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const narrow = useNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const leaving = useNavigation().state !== 'idle';
  // What the calendar opens on is read once; afterwards it tells where it is.
  const [initial] = useState(() => {
    const date = params.get('date');
    return {
      view: viewParam(params.get('view')) ?? (narrow ? 'listMonth' : 'dayGridMonth'),
      date: date && fromDateInput(date) ? date : undefined,
    };
  });
  const [visible, setVisible] = useState<VisibleRange | null>(null);
  const range = useMemo(() => (visible ? { from: visible.from, to: visible.to } : null), [visible]);
  const calendar = useCalendar(range);
  const entries = useMemo(() => (calendar.data ?? []).map(toCalendarEntry), [calendar.data]);

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
        badges={calendar.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
        actions={
          staff && (
            <Button component={Link} to="/calendar/new">
              {t('calendar.new')}
            </Button>
          )
        }
      />
      <Legend />
      {calendar.isError && (
        <LoadError title={t('calendar.loadFailed')} error={calendar.error} onRetry={() => void calendar.refetch()} />
      )}
      <Suspense fallback={<PageLoader />}>
        <EventCalendar
          entries={entries}
          initialView={initial.view}
          initialDate={initial.date}
          narrow={narrow}
          onRangeChange={onRangeChange}
          onOpen={onOpen}
        />
      </Suspense>
    </Stack>
  );
}
