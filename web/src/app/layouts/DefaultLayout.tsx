import { AppShell, Badge, Burger, Divider, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useOverdueCount } from '@/lib/api/casework';
import { useUnread } from '@/lib/api/unread';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';
import { MAIN_ID, RouteFocus, SkipLink } from '../RouteFocus';
import { NavigationProgress } from './NavigationProgress';
import { ServiceWorkerMessages } from '../ServiceWorkerMessages';
import { SignedInServices } from '../SignedInServices';
import { ADMIN_NAV, FATHER_NAV, HOME_NAV, isActive, MAIN_NAV, SCOPED_STAFF_NAV, STAFF_NAV, type NavItem } from './navigation';
import { UserMenu } from './UserMenu';
import classes from './default-layout.module.css';
import './print.css';

/** Mantine's `sm` breakpoint, where the navigation stops being behind the burger. */
const WIDE_SCREEN = '(min-width: 48em)';

export function DefaultLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the navigation is drawn only while the burger has it open: off-screen links are
  // neither focusable nor rendered at start-up, when a slow phone has the most to do.
  const wide = useMediaQuery(WIDE_SCREEN, window.matchMedia(WIDE_SCREEN).matches, { getInitialValueInEffect: false });
  const navigationShown = opened || wide;
  const unread = useUnread();
  // Staff only (nothing is asked for a father); the same read as the follow-ups page's Overdue list.
  const overdue = useOverdueCount();
  const director = isDirector(user);
  const programNav = director ? STAFF_NAV : user?.isAdmin ? SCOPED_STAFF_NAV : FATHER_NAV;

  const links = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        rightSection={
          item.unread ? (
            <UnreadBadge count={unread.data?.[item.unread] ?? 0} />
          ) : item.overdue ? (
            <OverdueBadge count={overdue} />
          ) : undefined
        }
        active={isActive(item, pathname)}
        aria-current={isActive(item, pathname) ? 'page' : undefined}
        onClick={close}
      />
    ));

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <RouteFocus />
      <NavigationProgress />
      <AppShell.Header className="fm-screen-only">
        <div className={classes.bar}>
          <div className={classes.brand}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Link to="/" className={classes.title} data-testid="app-title">
              {t('app.title')}
            </Link>
          </div>
          {user && <UserMenu user={user} />}
        </div>
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')} className="fm-screen-only">
        {/* The browser's own scrolling: no script to run or download for a list of links. */}
        <AppShell.Section grow className="fm-nav-links">
          {navigationShown && links([HOME_NAV, ...programNav, ...MAIN_NAV])}
          {navigationShown && director && (
            <>
              <Divider my="xs" />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                {t('nav.administration')}
              </Text>
              <div data-testid="admin-nav">{links(ADMIN_NAV)}</div>
            </>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <ServiceWorkerMessages />
      <SignedInServices />
      <AppShell.Main className="fm-app-main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
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
