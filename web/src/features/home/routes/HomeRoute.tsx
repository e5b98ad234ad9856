import { Anchor, Skeleton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Later } from '@/components/Later';
import { LoadError } from '@/components/LoadError';
import { Section } from '@/components/Section';
import { todayQuery } from '@/features/dashboard';
import { useUnread } from '@/features/announcements';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector, isStaff } from '@/lib/auth/roles';
import type { StringKey } from '@/lib/i18n';
import type { PagePrefetch } from '@/lib/prefetch';
import { homeQuery, useHome } from '../api/get-home';
import { NextItem, NextItemShape, NothingNext } from '../components/NextItem';
import { PinnedAnnouncement } from '../components/PinnedAnnouncement';
import { StaffToday } from '../components/StaffToday';
import { UnreadLinks } from '../components/UnreadLinks';
import classes from './home.module.css';

/** What every staff member reaches after his records. */
const STAFF_WORK_LINKS = [
  { to: '/follow-ups', label: 'nav.followUps' },
  { to: '/referrals', label: 'nav.referrals' },
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/workshops/report', label: 'home.links.report' },
  { to: '/milestones', label: 'nav.milestones' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/messages', label: 'nav.messages' },
] as const;

const STAFF_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/fathers', label: 'nav.fathers' },
  { to: '/fathers-group', label: 'nav.groups' },
  ...STAFF_WORK_LINKS,
] as const;

/** A staff member who is not a director: the fathers in his scope and his groups. */
const SCOPED_STAFF_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/fathers', label: 'nav.myCaseload' },
  { to: '/fathers-group', label: 'nav.myGroups' },
  ...STAFF_WORK_LINKS,
] as const;

/** A father's way to his own record, attendance and papers comes first; checking in at a session beside it. */
const FATHER_LINKS = [
  { to: '/fathers/me', label: 'nav.myProgress' },
  { to: '/check-in', label: 'nav.checkIn' },
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/fathers/me/attendance-letter', label: 'home.links.attendanceLetter' },
  { to: '/my-forms', label: 'nav.mySurveys' },
  { to: '/workshops', label: 'nav.workshops' },
  { to: '/milestones', label: 'nav.milestones' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/messages', label: 'nav.messages' },
  { to: '/announcement', label: 'nav.announcements' },
] as const;

/** Home: read from start-up, beside the signed-in shell's code (see lib/prefetch); staff's day too. */
export const HomeRoute = Object.assign(HomePage, {
  prefetch: ((_params, user) => (isStaff(user) ? [homeQuery, todayQuery(user.id)] : [homeQuery])) satisfies PagePrefetch,
});

function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.firstName || user?.displayName || '';
  // Staff's home begins with their day; its unread counts stand beside it, not below.
  const staff = isStaff(user);

  return (
    <div className={classes.page}>
      <div className={classes.intro}>
        <h1 className={classes.greeting}>{t('home.greeting', { name })}</h1>
        <p className={classes.dimmed}>{t('home.intro')}</p>
      </div>
      {/* The rest in turns after the greeting (components/Later): on a slow phone the greeting is
          painted first, and no one task draws the whole screen (issue 41). */}
      {staff && (
        <Later>
          <StaffToday />
        </Later>
      )}
      <Later>
        <HomeSections staff={staff} />
      </Later>
      <Later>
        <QuickLinks links={isDirector(user) ? STAFF_LINKS : user?.isAdmin ? SCOPED_STAFF_LINKS : FATHER_LINKS} />
      </Later>
    </div>
  );
}

/** What comes next, unread messages and announcements (a father's), the pinned announcement. */
function HomeSections({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const home = useHome();
  // The navigation's counts (read just after start-up) follow live updates; until they come,
  // home's own answer.
  const live = useUnread({ fetch: false });

  if (home.isError) {
    return <LoadError title={t('home.loadFailed')} error={home.error} onRetry={() => void home.refetch()} />;
  }
  // The sections stand from the first paint, their contents' room held by placeholders of
  // about their height, so nothing under them (the quick links) jumps when the answer comes.
  return (
    <div className={classes.sections} aria-busy={home.isPending}>
      <Section title={t('home.next.title')}>
        {home.isPending ? (
          <Placeholder>
            <NextItemShape />
          </Placeholder>
        ) : home.data.next ? (
          <NextItem item={home.data.next} checkedIn={home.data.checkedIn} />
        ) : (
          <NothingNext />
        )}
      </Section>
      <div className={classes.column}>
        {!staff && (
          <Section title={t('home.unread.title')}>
            {home.isPending ? (
              <Placeholder>
                <UnreadLinks unread={{ messages: 0, announcements: 0, texts: 0 }} />
              </Placeholder>
            ) : (
              <UnreadLinks unread={live.data ?? home.data.unread} />
            )}
          </Section>
        )}
        <Section
          title={t('home.pinned.title')}
          actions={
            <Anchor component={Link} to="/announcement" size="sm">
              {t('home.pinned.all')}
            </Anchor>
          }
        >
          {home.isPending ? <Placeholder height={72} /> : <PinnedAnnouncement announcement={home.data.pinned ?? null} />}
        </Section>
      </div>
    </div>
  );
}

function QuickLinks({ links }: { links: readonly { to: string; label: StringKey }[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.links}>
      <h2 className={classes.linksTitle}>{t('home.quickLinks')}</h2>
      <nav className={classes.linkGrid} aria-label={t('home.quickLinks')}>
        {/* Each card is its link, tappable over its whole area, not only on its words. */}
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={classes.card}>
            {t(link.label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/**
 * Room for a section's content while home's answer is on its way: the content's own layout
 * without its values (inert, under a skeleton), or a height where the content varies too much,
 * so that what is under the section does not jump when the answer comes.
 */
function Placeholder({ height, children }: { height?: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Skeleton h={height} radius="sm">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {children && (
        <div inert aria-hidden>
          {children}
        </div>
      )}
    </Skeleton>
  );
}
