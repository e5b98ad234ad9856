import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RedirectIfSignedIn, RequireAuth } from './guards';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { NotFoundRoute, RouteErrorBoundary } from './RouteErrorBoundary';

/** Each area is its own chunk, loaded when first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const SignIn = lazy(() => import('@/features/auth/routes/SignInRoute'));
const Register = lazy(() => import('@/features/auth/routes/RegisterRoute'));
const ForgotPassword = lazy(() => import('@/features/auth/routes/ForgotPasswordRoute'));

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
            element: <DefaultLayout />,
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
