import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { Section } from '@/components/Section';
import { itemPath } from '@/features/calendar';
import { useToday, type FollowUpCounts, type TodaySession } from '@/features/dashboard';
import { useUnread } from '@/features/announcements';
import { formatDay, formatRange, formatTime } from '@/lib/dates';
import { useHome } from '../api/get-home';
import { CountLinks, shownCount, UnreadLinks } from './UnreadLinks';
import classes from './staff-today.module.css';

/** In the order a facilitator reads them: who comes, who comes late, who cannot, who has not said. */
const ANSWERS = ['yes', 'late', 'no', 'none'] as const;

/** Re-renders every minute, so a session that has begun shows its marks without a new answer. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A staff member's day (GET /api/today): today's sessions of his groups with who said they come
 * and, once one has begun, who is here; his follow-ups due; what is unread: home's answer's
 * counts, for the announcements until the navigation's live counts come.
 */
export function StaffToday() {
  const { t } = useTranslation();
  const today = useToday();
  const homeUnread = useHome().data?.unread;
  const live = useUnread({ fetch: false });
  const now = useNow();
  const messages = live.data?.messages ?? today.data?.unreadMessages ?? homeUnread?.messages;

  return (
    <div className={classes.today} aria-busy={today.isPending}>
      <Section
        title={t('home.today.title')}
        actions={today.data && <span className={classes.day}>{formatDay(today.data.day)}</span>}
      >
        {today.isError ? (
          <LoadError title={t('home.today.loadFailed')} error={today.error} onRetry={() => void today.refetch()} />
        ) : today.isPending ? (
          <Placeholder height={96} />
        ) : today.data.sessions.length === 0 ? (
          <p className={classes.none}>{t('home.today.none')}</p>
        ) : (
          <ul className={classes.sessions} aria-label={t('home.today.sessions')}>
            {today.data.sessions.map((entry) => (
              <SessionItem key={entry.session.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </Section>
      <div className={classes.column}>
        {!today.isError && (
          <Section title={t('home.followUps.title')}>
            {today.isPending ? <Placeholder height={56} /> : <FollowUpLinks counts={today.data.followUps} />}
          </Section>
        )}
        <Section title={t('home.unread.title')}>
          {messages === undefined ? (
            <Placeholder height={56} />
          ) : (
            <UnreadLinks
              unread={{
                messages,
                announcements: live.data?.announcements ?? homeUnread?.announcements ?? 0,
                texts: live.data?.texts ?? homeUnread?.texts ?? 0,
              }}
            />
          )}
        </Section>
      </div>
    </div>
  );
}

function FollowUpLinks({ counts }: { counts: FollowUpCounts }) {
  const { t } = useTranslation();
  return (
    <CountLinks
      label={t('home.followUps.title')}
      rows={[
        {
          to: '/follow-ups',
          count: counts.overdue,
          label: t('home.followUps.overdue', { count: counts.overdue, n: shownCount(counts.overdue) }),
        },
        {
          to: '/follow-ups?when=today',
          count: counts.today,
          label: t('home.followUps.today', { count: counts.today, n: shownCount(counts.today) }),
        },
      ]}
    />
  );
}

/** Its times ('6:00 PM – 7:30 PM'), with the days only when it ends on another. */
function timeRange(start: string, end: string): string {
  return new Date(start).toDateString() === new Date(end).toDateString()
    ? `${formatTime(start)} – ${formatTime(end)}`
    : formatRange(start, end);
}

/**
 * One session: when, what (its page), whose and where; its members' answers; once it has begun,
 * the fathers marked here and how many of them checked in themselves. A cancelled one only says so.
 */
function SessionItem({ entry, now }: { entry: TodaySession; now: number }) {
  const { t } = useTranslation();
  const { session, rsvps, attendance } = entry;
  const cancelled = session.status === 'cancelled';
  const started = now >= new Date(session.startsAt).getTime();
  const inProgress = !cancelled && started && now < new Date(session.endsAt).getTime();
  const away = attendance.marked - attendance.attended;
  const place = [session.groupName, session.location].filter(Boolean).join(' · ');

  return (
    <li className={classes.session}>
      <div className={classes.head}>
        <h3 className={classes.title}>
          <Link to={itemPath(session)} className={cancelled ? `${classes.link} ${classes.struck}` : classes.link}>
            {session.title}
          </Link>
        </h3>
        {inProgress && <span className={`${classes.badge} ${classes.now}`}>{t('home.today.inProgress')}</span>}
        {cancelled && <span className={`${classes.badge} ${classes.cancelled}`}>{t('home.next.cancelled')}</span>}
      </div>
      <p className={classes.time}>{timeRange(session.startsAt, session.endsAt)}</p>
      {place && <p className={classes.place}>{place}</p>}
      {!cancelled && (
        <ul className={classes.counts} aria-label={t('home.today.answers')}>
          {ANSWERS.map((answer) => (
            <li key={answer}>{t(`home.today.rsvp.${answer}`, { count: rsvps[answer] })}</li>
          ))}
        </ul>
      )}
      {!cancelled && started && (
        <ul className={`${classes.counts} ${classes.marks}`} aria-label={t('home.today.attendance')}>
          <li>
            {t('home.today.hereCheckedIn', {
              here: t('home.today.here', { count: attendance.attended }),
              checkedIn: t('home.today.checkedIn', { count: attendance.checkedIn }),
            })}
          </li>
          {away > 0 && <li>{t('home.today.away', { count: away })}</li>}
        </ul>
      )}
    </li>
  );
}

/** Room for what is on its way, so that what is under it does not jump when it comes. */
function Placeholder({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <Skeleton h={height} radius="sm">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Skeleton>
  );
}
