import { Badge, Divider, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useOverdueCount } from '@/features/casework';
import { useUnread } from '@/features/announcements';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';
import { MAIN_ID, RouteFocus, SkipLink } from '../RouteFocus';
import { NavigationProgress } from './NavigationProgress';
import { ServiceWorkerMessages } from '../ServiceWorkerMessages';
import { SignedInServices } from '../SignedInServices';
import { ADMIN_NAV, FATHER_NAV, HOME_NAV, isActive, MAIN_NAV, SCOPED_STAFF_NAV, STAFF_NAV, type NavItem } from './navigation';
import { UserMenu } from './UserMenu';
import shell from './app-shell.module.css';
import classes from './default-layout.module.css';
import './print.css';

/** Mantine's `sm` breakpoint, where the navigation stops being behind the burger. */
const WIDE_SCREEN = '(min-width: 48em)';

/**
 * The signed-in pages' frame: the header (the burger on a phone, the title, the account menu),
 * the navigation and the page. Plain elements with the kit's AppShell and Burger look
 * (app-shell.module.css): the frame is drawn on every page's first render, the kit's shell
 * with its media styles was a good part of it on a slow phone (issue 29). The counts on the
 * navigation are read here whether it is open or not, and drawn only in it.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the navigation is drawn only while the burger has it open: off-screen links are
  // neither focusable nor rendered at start-up, when a slow phone has the most to do.
  const wide = useMediaQuery(WIDE_SCREEN, window.matchMedia(WIDE_SCREEN).matches, { getInitialValueInEffect: false });
  const navigationShown = opened || wide;
  const root = useResizing();
  // What the page does not show waits until the page is on screen.
  const pagePainted = useAfterFirstPaint();

  return (
    <div ref={root} className={shell.shell} data-navbar-opened={opened || undefined} data-resizing>
      <SkipLink />
      <RouteFocus />
      <NavigationProgress />
      {/* react-remove-scroll's class (the kit's header has it): a dialog's scroll lock keeps the
          fixed header where it was. */}
      <header className={`${shell.header} right-scroll-bar-position fm-screen-only`}>
        <div className={classes.bar}>
          <div className={classes.brand}>
            <button
              type="button"
              className={`mantine-focus-auto ${shell.burger} mantine-Burger-root mantine-hidden-from-sm`}
              onClick={toggle}
              aria-label={t('nav.toggle')}
            >
              <span className={shell.lines} data-opened={opened || undefined} data-reduce-motion />
            </button>
            <Link to="/" className={classes.title} data-testid="app-title">
              {t('app.title')}
            </Link>
          </div>
          {user && <UserMenu user={user} />}
        </div>
      </header>

      <nav className={`${shell.navbar} fm-screen-only`} aria-label={t('nav.label')}>
        {/* The browser's own scrolling: no script to run or download for a list of links. */}
        <div className={`${shell.links} fm-nav-links`}>{navigationShown && <NavigationLinks onNavigate={close} />}</div>
      </nav>

      {pagePainted && <NavigationCounts />}
      <ServiceWorkerMessages />
      {pagePainted && <SignedInServices />}
      <main className={`${shell.main} fm-app-main`} id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** The kit's shell turns its transitions off while the window is resized, and as it first shows. */
function useResizing() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let timer = window.setTimeout(() => root.current?.removeAttribute('data-resizing'), TRANSITION_MS);
    const onResize = () => {
      root.current?.setAttribute('data-resizing', '');
      window.clearTimeout(timer);
      timer = window.setTimeout(() => root.current?.removeAttribute('data-resizing'), TRANSITION_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return root;
}

const TRANSITION_MS = 200;

/**
 * The navigation's counts (unread messages and announcements, overdue follow-ups, and for staff
 * the fathers' unread texts), read from just after start-up whether the navigation is open or
 * not, and kept fresh here; when they come, only this is drawn again.
 */
function NavigationCounts() {
  useUnread();
  useOverdueCount();
  return null;
}

/** The navigation's links, with their counts. */
function NavigationLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // What NavigationCounts reads: a navigation open at start-up does not ask before it.
  const unread = useUnread({ fetch: false });
  // Staff only (nothing is asked for a father); the same read as the follow-ups page's Overdue list.
  const overdue = useOverdueCount({ fetch: false });
  const counts: Record<NonNullable<NavItem['unread']>, number> = {
    messages: unread.data?.messages ?? 0,
    announcements: unread.data?.announcements ?? 0,
    // Staff only: the fathers' texts nobody has read (the server counts them; 0 for a father).
    texts: unread.data?.texts ?? 0,
  };
  const director = isDirector(user);
  const staff = user?.isAdmin === true;
  const programNav = director ? STAFF_NAV : user?.isAdmin ? SCOPED_STAFF_NAV : FATHER_NAV;

  const links = (items: NavItem[]) =>
    items.filter((item) => !item.staff || staff).map((item) => (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        rightSection={
          item.unread ? (
            <UnreadBadge count={counts[item.unread]} />
          ) : item.overdue ? (
            <OverdueBadge count={overdue} />
          ) : undefined
        }
        active={isActive(item, pathname)}
        aria-current={isActive(item, pathname) ? 'page' : undefined}
        onClick={onNavigate}
      />
    ));

  return (
    <>
      {links([HOME_NAV, ...programNav, ...MAIN_NAV])}
      {director && (
        <>
          <Divider my="xs" />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
            {t('nav.administration')}
          </Text>
          <div data-testid="admin-nav">{links(ADMIN_NAV)}</div>
        </>
      )}
    </>
  );
}

/** The number on a navigation entry; read out as "(3 unread)" after the entry's name. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{t('nav.unread', { count })}</VisuallyHidden>
    </>
  );
}

/** The overdue follow-ups on their navigation entry; read out as "(3 overdue follow-ups)" after its name. */
function OverdueBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-hidden data-testid="overdue-badge">
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{count > 99 ? t('nav.overdueMany') : t('nav.overdue', { count })}</VisuallyHidden>
    </>
  );
}
