import { isValidElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { loadAppStrings } from '@/lib/i18n';
import { RequireAdmin, RedirectIfSignedIn, RequireAuth } from './guards';
import { EmptyLayout } from './layouts/EmptyLayout';
import { NotFoundRoute, RouteErrorBoundary } from './RouteErrorBoundary';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * Each area is its own chunk, loaded when first visited; `preload` fetches it ahead (at
 * start-up, for the page being opened, beside the session and the language).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const component = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  return Object.assign(component, { preload: load });
}

const SignIn = page(() => import('@/features/auth/routes/SignInRoute'), 'default');
const Register = page(() => import('@/features/auth/routes/RegisterRoute'), 'default');
const ForgotPassword = page(() => import('@/features/auth/routes/ForgotPasswordRoute'), 'default');

// The signed-in shell (navigation, user menu, unread counts, the query client) is a chunk
// too, and renders once the signed-in pages' strings are in: the sign-in screens download neither.
const SignedInShell = page(
  () => Promise.all([import('./layouts/SignedInShell'), loadAppStrings()]).then(([module]) => module),
  'SignedInShell',
);
const Shell = Object.assign(
  function Shell() {
    return (
      <Suspense fallback={<PageLoader />}>
        <SignedInShell />
      </Suspense>
    );
  },
  { preload: SignedInShell.preload },
);

const home = () => import('@/features/home/routes');
const profile = () => import('@/features/profile/routes');
const messages = () => import('@/features/messages/routes');
const dashboard = () => import('@/features/dashboard/routes');
const announcements = () => import('@/features/announcements/routes');
const users = () => import('@/features/users/routes');
const cycles = () => import('@/features/cycles/routes');
const fathers = () => import('@/features/fathers/routes');
const groups = () => import('@/features/groups/routes');
const calendar = () => import('@/features/calendar/routes');
const gallery = () => import('@/features/gallery/routes');
const workshops = () => import('@/features/workshops/routes');
const milestones = () => import('@/features/milestones/routes');
const reports = () => import('@/features/reports/routes');

const Home = page(home, 'HomeRoute');
const Profile = page(profile, 'ProfileRoute');
const Messages = page(messages, 'MessagesRoute');
const Dashboard = page(dashboard, 'DashboardRoute');
const Announcements = page(announcements, 'AnnouncementsRoute');
const AdminUsers = page(users, 'AdminUsersRoute');
const CleanupUsers = page(users, 'CleanupUsersRoute');
const CycleNew = page(cycles, 'CycleNewRoute');
const Cycle = page(cycles, 'CycleRoute');
const SessionNew = page(cycles, 'SessionNewRoute');
const Session = page(cycles, 'SessionRoute');
const SessionEdit = page(cycles, 'SessionEditRoute');
const FatherNew = page(fathers, 'FatherNewRoute');
const Father = page(fathers, 'FatherRoute');
const FatherEdit = page(fathers, 'FatherEditRoute');
const FathersList = page(fathers, 'FathersListRoute');
const GroupNew = page(groups, 'GroupNewRoute');
const GroupsList = page(groups, 'GroupsListRoute');
const Calendar = page(calendar, 'CalendarRoute');
const EventNew = page(calendar, 'EventNewRoute');
const Event = page(calendar, 'EventRoute');
const EventEdit = page(calendar, 'EventEditRoute');
const Gallery = page(gallery, 'GalleryRoute');
const WorkshopCycles = page(workshops, 'WorkshopCyclesRoute');
const WorkshopSessions = page(workshops, 'WorkshopSessionsRoute');
const WorkshopAttendance = page(workshops, 'WorkshopAttendanceRoute');
const Workshops = page(workshops, 'WorkshopsRoute');
const Milestones = page(milestones, 'MilestonesRoute');
const FunderReport = page(reports, 'FunderReportRoute');
const Certificate = page(reports, 'CertificateRoute');
const AttendanceLetter = page(reports, 'AttendanceLetterRoute');

/** The specification's route table. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <EmptyLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'signin', element: <SignIn /> },
              { path: 'register', element: <Register /> },
            ],
          },
          { path: 'forgot-password', element: <ForgotPassword /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              {
                errorElement: <RouteErrorBoundary />,
                children: [
                  { index: true, element: <Home /> },
                  { path: 'profile', element: <Profile /> },
                  { path: 'messages/:conversationId?', element: <Messages /> },
                  { path: 'dashboard', element: <Dashboard /> },
                  { path: 'announcement', element: <Announcements /> },
                  {
                    // Staff pages: a father who opens one is told why he cannot.
                    element: <RequireAdmin />,
                    children: [
                      { path: 'admin-users', element: <AdminUsers /> },
                      { path: 'admin/cleanup-users', element: <CleanupUsers /> },
                      { path: 'cycles/new', element: <CycleNew /> },
                      { path: 'cycles/:id/sessions/new', element: <SessionNew /> },
                      { path: 'cycles/:id/sessions/:sessionId/edit', element: <SessionEdit /> },
                      { path: 'fathers/new', element: <FatherNew /> },
                      { path: 'fathers/edit/:id', element: <FatherEdit /> },
                      { path: 'fathers/*', element: <FathersList /> },
                      { path: 'fathers-group/new', element: <GroupNew /> },
                      { path: 'workshops/session-attendance', element: <WorkshopAttendance /> },
                      { path: 'workshops/report', element: <FunderReport /> },
                      { path: 'calendar/new', element: <EventNew /> },
                      { path: 'calendar/:id/edit', element: <EventEdit /> },
                    ],
                  },
                  // Fathers open these too; the server shows them only what is theirs.
                  { path: 'cycles/:id', element: <Cycle /> },
                  { path: 'cycles/:id/sessions/:sessionId', element: <Session /> },
                  { path: 'fathers/:id', element: <Father /> },
                  // Papers to print: a father his own (also as /fathers/me/…), staff anyone's.
                  { path: 'fathers/:id/attendance-letter', element: <AttendanceLetter /> },
                  { path: 'fathers/:id/certificate/:cycleId', element: <Certificate /> },
                  { path: 'fathers-group/*', element: <GroupsList /> },
                  { path: 'calendar', element: <Calendar /> },
                  { path: 'calendar/:id', element: <Event /> },
                  { path: 'gallery/*', element: <Gallery /> },
                  { path: 'workshops/cycle', element: <WorkshopCycles /> },
                  { path: 'workshops/session', element: <WorkshopSessions /> },
                  { path: 'workshops/*', element: <Workshops /> },
                  { path: 'milestones/*', element: <Milestones /> },
                  { path: '*', element: <NotFoundRoute /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Starts downloading the chunks of the page at `pathname` and of its layouts. */
export function preloadCurrentRoute(pathname = window.location.pathname) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (type && typeof (type as Partial<Preloadable>).preload === 'function') {
      // A failure shows when the page renders (RouteErrorBoundary); nothing to do here.
      (type as Preloadable).preload().catch(() => undefined);
    }
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
