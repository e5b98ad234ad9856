import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/Dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useParams } from 'react-router';
import { Facts } from '@/components/Facts';
import { kitButton, KitButtonLabel } from '@/components/KitButton';
import { Later } from '@/components/Later';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { AttendanceBadge, SessionStatusBadge } from '@/components/program/badges';
import { markMethodOf, rosterRsvpOf, RsvpBadges, RsvpButtons, sessionRsvpsQuery } from '@/features/rsvp';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import { useRunsGroup } from '@/features/groups';
import { SessionIncentives } from '@/features/incentives';
import type { RosterEntry, Session, SessionStatus } from '@/lib/api/program';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatRange, formatTimestamp } from '@/lib/dates';
import { resolveConflict, syncSession, type SyncResult } from '@/lib/offline/attendance-sync';
import { peekPendingMarks, queueAll, updatePendingMarks, type PendingMarks } from '@/lib/offline/pending-marks';
import { usePendingMarks } from '@/lib/offline/use-pending-marks';
import { notify } from '@/lib/toasts';
import type { PagePrefetch } from '@/lib/prefetch';
import { attendanceQuery, useAttendance } from '../api/get-attendance';
import { sessionQuery, useSession } from '../api/session';
import { useUpdateSession } from '../api/update-session';
import { AttendanceConflicts, type ConflictChoice } from '../components/AttendanceConflicts';
import { CheckInCodeDialog } from '../components/CheckInCodeDialog';
import { AttendanceTaker } from '../components/AttendanceTaker';
import { NotFound } from '../components/NotFound';
import { RsvpSummary } from '../components/RsvpSummary';
import { draftFrom, markAllPresent, pendingCounts, withChosenMark, type DraftMark } from '../utils/attendance';
import classes from './session-route.module.css';

/**
 * /cycles/{id}/sessions/{sessionId}: the session, and taking its attendance. What every visit
 * draws is plain elements with the kit's look around the kit's buttons (session-route.module.css;
 * issue 29); the rarer parts (the roster for staff who do not run the group, a father's own
 * line, the dialogs) keep the kit's components.
 */
export const SessionRoute = Object.assign(
  function SessionRoute() {
    const { sessionId = '' } = useParams();
    return <SessionPage key={sessionId} sessionId={sessionId} />;
  },
  {
    // Staff's RSVP counts too: read after the session, they were the page's last paint.
    prefetch: (({ sessionId = '' }, user) => [
      sessionQuery(sessionId),
      attendanceQuery(sessionId),
      ...(user.isAdmin ? [sessionRsvpsQuery(sessionId)] : []),
    ]) satisfies PagePrefetch,
  },
);

function SessionPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const session = useSession(sessionId);
  const roster = useAttendance(sessionId);
  // Only a director or the group's facilitators edit a session and take its attendance.
  const runs = useRunsGroup(session.data?.groupId);
  const [showingCode, setShowingCode] = useState(false);

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return <NotFound error={session.error} description={t('sessions.detail.notFound')} onRetry={() => void session.refetch()} />;
  }
  const record = session.data;

  return (
    <div className={classes.page}>
      <PageHeader
        title={record.title}
        back={{ to: `/cycles/${record.cycleId}`, label: record.cycleTitle }}
        badges={<SessionStatusBadge status={record.status} />}
        description={staff && !runs ? t('program.notRunning') : undefined}
        actions={
          runs && (
            <>
              {record.status !== 'cancelled' && (
                <button type="button" {...kitButton()} onClick={() => setShowingCode(true)}>
                  <KitButtonLabel>{t('checkInCode.open')}</KitButtonLabel>
                </button>
              )}
              <Link to={`/cycles/${record.cycleId}/sessions/${record.id}/edit`} {...kitButton({ variant: 'light' })}>
                <KitButtonLabel>{t('sessions.detail.edit')}</KitButtonLabel>
              </Link>
            </>
          )
        }
      />
      {runs && (
        <CheckInCodeDialog sessionId={record.id} title={record.title} opened={showingCode} onClose={() => setShowingCode(false)} />
      )}
      <Section title={t('sessions.detail.about')}>
        <Facts
          items={[
            { label: t('sessions.detail.number'), value: String(record.number) },
            { label: t('sessions.detail.when'), value: formatRange(record.startsAt, record.endsAt) },
            { label: t('fields.location'), value: record.location },
            {
              label: t('sessions.detail.cycle'),
              value: (
                <Link to={`/cycles/${record.cycleId}`} className={`mantine-focus-auto ${classes.link}`}>
                  {record.cycleTitle}
                </Link>
              ),
            },
            { label: t('fields.notes'), value: record.notes },
          ]}
        />
        {/* A father answers here; his roster line says what he answered. */}
        {!staff && roster.isSuccess && (
          <RsvpButtons
            target={{ kind: 'session', id: record.id, startsAt: record.startsAt, title: record.title }}
            rsvp={roster.data[0] ? rosterRsvpOf(roster.data[0]) : null}
            cancelled={record.status === 'cancelled'}
          />
        )}
      </Section>

      {/* Below the session's facts, in turns (components/Later): on a slow phone the page is
          painted before its roster is drawn, and no one task draws it all (issue 41). */}
      {staff && (
        <Later>
          <RsvpSummary sessionId={record.id} />
        </Later>
      )}
      <Later>
        {roster.isPending ? (
          <PageLoader />
        ) : roster.isError ? (
          <LoadError title={t('attendance.loadFailed')} error={roster.error} onRetry={() => void roster.refetch()} />
        ) : runs && user ? (
          <StaffAttendance session={record} roster={roster.data} userId={user.id} />
        ) : staff ? (
          <RosterView roster={roster.data} />
        ) : (
          <OwnAttendance entry={roster.data[0] ?? null} />
        )}
      </Later>
      {runs && roster.isSuccess && (
        <Later>
          <SessionIncentives session={record} roster={roster.data} />
        </Later>
      )}
    </div>
  );
}

/** Staff who do not run the group see the marks, read-only. */
function RosterView({ roster }: { roster: RosterEntry[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('attendance.title')}>
      {roster.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attendance.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('attendance.roster')}>
          {roster.map((entry) => (
            <Group key={entry.fatherId} component="li" gap="xs" justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm">{fullName(entry)}</Text>
                <RsvpBadges rsvp={rosterRsvpOf(entry)} method={markMethodOf(entry)} />
              </Stack>
              <AttendanceBadge status={entry.status ?? null} />
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** A father sees his own line, read-only. */
function OwnAttendance({ entry }: { entry: RosterEntry | null }) {
  const { t } = useTranslation();
  return (
    <Section title={t('attendance.yours')}>
      {entry ? (
        <Stack gap={4}>
          <Group gap="xs">
            <AttendanceBadge status={entry.status ?? null} size="lg" />
            {entry.minutes != null && <Text size="sm">{t('attendance.minutesValue', { count: entry.minutes })}</Text>}
          </Group>
          {entry.note && <Text size="sm">{entry.note}</Text>}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('attendance.notOnRoster')}
        </Text>
      )}
    </Section>
  );
}

/** Staff take attendance and move the session along its transitions. */
function StaffAttendance({ session, roster, userId }: { session: Session; roster: RosterEntry[]; userId: string }) {
  const pending = usePendingMarks(userId, session.id);
  if (!pending) return <PageLoader />;
  return <AttendanceTaking session={session} roster={roster} userId={userId} pending={pending} />;
}

/**
 * Every choice is kept on the device as it is made (lib/offline/pending-marks); Save sends
 * them, or leaves them waiting there until the network is back (lib/offline/AttendanceSync).
 */
function AttendanceTaking({
  session,
  roster,
  userId,
  pending,
}: {
  session: Session;
  roster: RosterEntry[];
  userId: string;
  pending: PendingMarks;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const draft = useMemo(() => draftFrom(roster, pending), [roster, pending]);
  const counts = pendingCounts(pending);
  const change = (update: (marks: PendingMarks) => PendingMarks) => updatePendingMarks(userId, session.id, update);
  const now = () => new Date().toISOString();

  // Stable, so that a row whose mark did not change is not drawn again (AttendanceTaker).
  const onMarkChange = useCallback(
    (fatherId: string, mark: DraftMark) => {
      const entry = roster.find((row) => row.fatherId === fatherId);
      if (!entry) return;
      updatePendingMarks(userId, session.id, (marks) => withChosenMark(marks, entry, mark, new Date().toISOString()));
    },
    [roster, userId, session.id],
  );

  const report = (result: SyncResult) => {
    if (result.outcome === 'saved') notify.success(t('attendance.saved'));
    else if (result.outcome === 'waiting') notify.info(t('attendance.sync.kept'));
    else if (result.outcome === 'conflict') notify.error(t('attendance.conflicts.found', { count: result.count }));
    else if (result.outcome === 'failed') notify.error(result.error.message);
  };
  const saveAll = async () => {
    change(queueAll);
    setSaving(true);
    try {
      return await syncSession(queryClient, userId, session.id);
    } finally {
      setSaving(false);
    }
  };
  const onSave = () => void saveAll().then(report);
  const onChoose = (fatherId: string, choice: ConflictChoice) => {
    setSaving(true);
    void resolveConflict(queryClient, userId, session.id, fatherId, choice)
      .then(report)
      .finally(() => setSaving(false));
  };
  // Completing records attendance in the fathers' history: it needs every mark on the server.
  const saveFirst = async () => {
    const result = await saveAll();
    if (result.outcome === 'failed') throw result.error;
    const left = pendingCounts(peekPendingMarks(userId, session.id) ?? {});
    if (left.conflicts > 0) throw new Error(t('attendance.conflicts.found', { count: left.conflicts }));
    if (left.total > 0) throw new Error(t('attendance.sync.notSent'));
  };

  return (
    <>
      <Section title={t('attendance.title')}>
        <AttendanceConflicts roster={roster} pending={pending} onChoose={onChoose} choosing={saving} />
        <AttendanceTaker
          roster={roster}
          draft={draft}
          pending={pending}
          onChange={onMarkChange}
          onMarkAllPresent={() => change((marks) => markAllPresent(roster, marks, now()))}
          onSave={onSave}
          saving={saving}
        />
      </Section>
      <StatusActions session={session} unsaved={counts.total} saveFirst={saveFirst} />
      <LeaveGuard unsaved={counts.unsaved} onSaveAndLeave={() => void saveAll().then(report)} />
    </>
  );
}

/**
 * Leaving the page with typed marks asks first; marks waiting for the network are sent from
 * anywhere. Its own component: the router's blocker sets state as it registers and follows the
 * router's state, which would draw the whole roster's section again each time (issue 29).
 */
function LeaveGuard({ unsaved, onSaveAndLeave }: { unsaved: number; onSaveAndLeave: () => void }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Dialog opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('attendance.leave.title')}>
      <Stack gap="md">
        <Text>{t('attendance.leave.body', { count: unsaved })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('attendance.leave.stay')}
          </Button>
          <Button
            onClick={() => {
              onSaveAndLeave();
              blocker.proceed?.();
            }}
          >
            {t('attendance.leave.saveAndLeave')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

const ACTION_KEYS = {
  completed: 'complete',
  cancelled: 'cancel',
  scheduled: 'reschedule',
} as const satisfies Record<SessionStatus, string>;

/** Only the transitions the rule allows from the current status are offered. */
function StatusActions({
  session,
  unsaved,
  saveFirst,
}: {
  session: Session;
  unsaved: number;
  saveFirst: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const update = useUpdateSession();
  // Rescheduling asks nothing: only completing and cancelling are confirmed.
  const [confirming, setConfirming] = useState<Exclude<SessionStatus, 'scheduled'> | null>(null);
  const allowed = session.nextStatuses;

  const move = async (status: SessionStatus) => {
    try {
      // Completing records attendance in the fathers' history: what is on screen goes first.
      if (status === 'completed' && unsaved > 0) await saveFirst();
      await update.mutateAsync({ id: session.id, changes: { status } });
      notify.success(t(`sessions.toasts.${ACTION_KEYS[status]}`));
    } catch (error) {
      // A transition the rule forbids (someone else moved the session) comes back as 409.
      notify.error(toApiError(error).message);
    }
    setConfirming(null);
  };

  return (
    <Section title={t('sessions.detail.status')}>
      <div className={classes.line}>
        <SessionStatusBadge status={session.status} size="lg" />
        <p className={classes.updated}>{t('sessions.detail.updated', { time: formatTimestamp(session.updatedAt) })}</p>
      </div>
      {allowed.length === 0 ? (
        <p className={classes.updated}>{t('sessions.detail.final')}</p>
      ) : (
        <div className={classes.line}>
          {allowed.map((status) => (
            <Button
              key={status}
              size="md"
              variant={status === 'completed' ? 'filled' : 'light'}
              color={status === 'cancelled' ? 'red' : status === 'completed' ? 'green' : 'blue'}
              loading={update.isPending && update.variables?.changes.status === status}
              onClick={() => (status === 'scheduled' ? void move(status) : setConfirming(status))}
            >
              {t(`sessions.detail.${ACTION_KEYS[status]}`)}
            </Button>
          ))}
        </div>
      )}
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`sessions.${ACTION_KEYS[confirming]}Dialog.title`) : ''}
      >
        {confirming && (
          <Stack gap="md">
            <Text>{t(`sessions.${ACTION_KEYS[confirming]}Dialog.body`, { title: session.title })}</Text>
            {confirming === 'completed' && unsaved > 0 && (
              <Text size="sm" fw={600}>
                {t('sessions.completeDialog.unsaved', { count: unsaved })}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('sessions.keep')}
              </Button>
              <Button
                color={confirming === 'cancelled' ? 'red' : 'green'}
                loading={update.isPending}
                onClick={() => void move(confirming)}
              >
                {t(`sessions.${ACTION_KEYS[confirming]}Dialog.confirm`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Section>
  );
}
