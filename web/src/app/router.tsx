import type { ComponentType } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { getSnapshot, restoreSession } from '@/lib/auth/session';
import type { User } from '@/lib/api/types';
import type { PagePrefetch } from '@/lib/prefetch';
import { loadAppStrings } from '@/lib/i18n';
import { RequireAdmin, RequireDirector, RedirectIfSignedIn, RequireAuth } from './guards';
import { EmptyLayout } from './layouts/EmptyLayout';
import { chosenQueryClient } from './query-client-choice';
import { NotFoundRoute, RouteErrorBoundary } from './RouteErrorBoundary';

/** A page that knows the data it shows can have it read as soon as its route is chosen. */
type Page = ComponentType & { prefetch?: PagePrefetch };

/**
 * A page: its area's chunk, loaded by the router before the page is shown (route `lazy`; at
 * start-up the router's first navigation asks for it beside the session and the language). The page on screen stays, under the progress bar (app/layouts/NavigationProgress),
 * until the next one can render, instead of being swapped for a loader: nothing suspends
 * between two pages, and a tap that opens a page not yet downloaded shows at once that it is
 * on its way. A page with `prefetch` gets a loader that starts reading its data then, beside the
 * shell's start-up, instead of once it has rendered; the loader does not wait for the answers.
 */
function area<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: keyof M & string) => async () => {
    const Component = (await load())[name] as Page;
    const prefetch = Component.prefetch;
    return prefetch
      ? { Component, loader: ({ params }: LoaderFunctionArgs) => startReading((user) => prefetch(params, user)) }
      : { Component };
  };
}

function startReading(queries: (user: User) => ReturnType<PagePrefetch>): null {
  void Promise.all([restoreSession().catch(() => null), import('@/lib/query-client')]).then(([, { sharedQueryClient }]) => {
    const session = getSnapshot().session;
    if (!session) return;
    const client = chosenQueryClient() ?? sharedQueryClient();
    // A failed read is the page's to show, when it renders.
    for (const query of queries(session.user)) void client.prefetchQuery(query);
  });
  return null;
}

const SignIn = area(() => import('@/features/auth/routes/SignInRoute'))('default');
const Register = area(() => import('@/features/auth/routes/RegisterRoute'))('default');
const ForgotPassword = area(() => import('@/features/auth/routes/ForgotPasswordRoute'))('default');
// Answer links of reminder e-mails: opened signed out as often as not.
const RsvpLink = area(() => import('@/features/rsvplink/routes'))('RsvpLinkRoute');

// The signed-in shell (navigation, user menu, unread counts, the query client) is a chunk too,
// a layout route's `lazy` like the pages': the router loads it beside the page and renders
// both once, with the signed-in pages' strings and the person's saved data already in. The
// sign-in screens download none of it.
async function signedInShell() {
  const [module] = await Promise.all([import('./layouts/SignedInShell'), loadAppStrings()]);
  await module.prepareSignedInShell();
  return { Component: module.SignedInShell };
}

const home = area(() => import('@/features/home/routes'));
const profile = area(() => import('@/features/profile/routes'));
const messages = area(() => import('@/features/messages/routes'));
const dashboard = area(() => import('@/features/dashboard/routes'));
const announcements = area(() => import('@/features/announcements/routes'));
const accounts = area(() => import('@/features/accounts/routes'));
const sessions = area(() => import('@/features/workshops/routes/session'));
const cyclePlanning = area(() => import('@/features/workshops/routes/planning'));
const fathers = area(() => import('@/features/fathers/routes'));
const groups = area(() => import('@/features/groups/routes'));
const calendar = area(() => import('@/features/calendar/routes'));
const gallery = area(() => import('@/features/gallery/routes'));
const workshops = area(() => import('@/features/workshops/routes'));
const milestones = area(() => import('@/features/milestones/routes'));
const reports = area(() => import('@/features/reports/routes'));
const casework = area(() => import('@/features/casework/routes'));
const checkIn = area(() => import('@/features/checkin/routes'));
const retention = area(() => import('@/features/retention/routes'));
const texts = area(() => import('@/features/texts/routes'));
const forms = area(() => import('@/features/forms/routes'));
const formBuilder = area(() => import('@/features/forms/routes/builder'));
const programs = area(() => import('@/features/programs/routes'));
const imports = area(() => import('@/features/imports/routes'));

const Home = home('HomeRoute');
const Profile = profile('ProfileRoute');
const Messages = messages('MessagesRoute');
const Dashboard = dashboard('DashboardRoute');
const Announcements = announcements('AnnouncementsRoute');
const AdminUsers = accounts('AdminUsersRoute');
const CleanupUsers = accounts('CleanupUsersRoute');
const StaffMember = accounts('StaffMemberRoute');
const Retention = retention('RetentionRoute');
const CycleNew = cyclePlanning('CycleNewRoute');
const Cycle = cyclePlanning('CycleRoute');
const SessionNew = cyclePlanning('SessionNewRoute');
const Session = sessions('SessionRoute');
const SessionById = sessions('SessionByIdRoute');
const SessionEdit = cyclePlanning('SessionEditRoute');
const FatherNew = fathers('FatherNewRoute');
const Father = fathers('FatherRoute');
const FatherEdit = fathers('FatherEditRoute');
const FatherData = fathers('FatherDataRoute');
const FathersList = fathers('FathersListRoute');
const GroupNew = groups('GroupNewRoute');
const GroupsList = groups('GroupsListRoute');
const Group = groups('GroupRoute');
const Calendar = calendar('CalendarRoute');
const EventNew = calendar('EventNewRoute');
const Event = calendar('EventRoute');
const EventEdit = calendar('EventEditRoute');
const Albums = gallery('AlbumsRoute');
const Album = gallery('AlbumRoute');
const WorkshopCycles = workshops('WorkshopCyclesRoute');
const WorkshopSessions = workshops('WorkshopSessionsRoute');
const WorkshopAttendance = workshops('WorkshopAttendanceRoute');
const Workshops = workshops('WorkshopsRoute');
const Milestones = milestones('MilestonesRoute');
const FunderReport = reports('FunderReportRoute');
const Certificate = reports('CertificateRoute');
const AttendanceLetter = reports('AttendanceLetterRoute');
const FollowUps = casework('FollowUpsRoute');
const Referrals = casework('ReferralsRoute');
const CheckIn = checkIn('CheckInRoute');
const TextsInbox = texts('TextsInboxRoute');

/**
 * The route table (docs/PRODUCT.md, "Screens and routes"): every page's address is declared
 * here, with its parameters, and no page holds routes of its own or splits the path to choose
 * what to show. A splat (`*`) only where the path carries a list's filters (the fathers list)
 * or an area answers at any address below it (the workshop area).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // While the first page's chunk loads (route `lazy`).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <EmptyLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'signin', lazy: SignIn },
              { path: 'register', lazy: Register },
            ],
          },
          { path: 'forgot-password', lazy: ForgotPassword },
          { path: 'rsvp', lazy: RsvpLink },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: signedInShell,
            children: [
              {
                errorElement: <RouteErrorBoundary />,
                children: [
                  { index: true, lazy: Home },
                  { path: 'profile', lazy: Profile },
                  { path: 'profile/my-data', lazy: profile('MyDataRoute') },
                  { path: 'messages/:conversationId?', lazy: Messages },
                  { path: 'dashboard', lazy: Dashboard },
                  { path: 'announcement', lazy: Announcements },
                  {
                    // Accounts: directors only; staff and fathers are told why they cannot.
                    element: <RequireDirector />,
                    children: [
                      { path: 'admin-users', lazy: AdminUsers },
                      { path: 'admin/cleanup-users', lazy: CleanupUsers },
                      // A staff member's groups, caseload and follow-ups; his caseload handed on.
                      { path: 'staff/:id', lazy: StaffMember },
                      // The records retention anonymises soon.
                      { path: 'retention', lazy: Retention },
                      // Everything recorded about a father, to read and print (his JSON download's twin).
                      { path: 'fathers/:id/data', lazy: FatherData },
                      // The form builder: the forms and their versions, a draft's editor and preview.
                      { path: 'forms', lazy: formBuilder('FormsListRoute') },
                      { path: 'forms/new', lazy: formBuilder('FormNewRoute') },
                      { path: 'forms/:formId/edit', lazy: formBuilder('FormEditRoute') },
                      // The grants run at once: their confidentiality, archiving and staff.
                      { path: 'programs', lazy: programs('ProgramsRoute') },
                    ],
                  },
                  {
                    // Staff pages: a father who opens one is told why he cannot.
                    element: <RequireAdmin />,
                    children: [
                      { path: 'cycles/new', lazy: CycleNew },
                      { path: 'cycles/:id/sessions/new', lazy: SessionNew },
                      { path: 'cycles/:id/sessions/:sessionId/edit', lazy: SessionEdit },
                      { path: 'fathers/new', lazy: FatherNew },
                      { path: 'fathers/edit/:id', lazy: FatherEdit },
                      // Fathers from a spreadsheet: a director or a program's manager (others are told why not).
                      { path: 'fathers/import', lazy: imports('ImportFathersRoute') },
                      // The list's filters are in the path as name/value pairs (/fathers/status/enrolled/group/{id}).
                      { path: 'fathers/*', lazy: FathersList },
                      { path: 'fathers-group/new', lazy: GroupNew },
                      { path: 'workshops/session-attendance', lazy: WorkshopAttendance },
                      { path: 'workshops/report', lazy: FunderReport },
                      { path: 'calendar/new', lazy: EventNew },
                      { path: 'calendar/:id/edit', lazy: EventEdit },
                      // Case management: a staff member's open follow-ups and referrals.
                      { path: 'follow-ups', lazy: FollowUps },
                      { path: 'referrals', lazy: Referrals },
                      { path: 'texts', lazy: TextsInbox },
                    ],
                  },
                  // Fathers open these too; the server shows them only what is theirs.
                  { path: 'cycles/:id', lazy: Cycle },
                  { path: 'cycles/:id/sessions/:sessionId', lazy: Session },
                  // A session by its id alone (a check-in, an answer link): sent on to the one above.
                  { path: 'sessions/:sessionId', lazy: SessionById },
                  // A father checks in to a session with the code its facilitator shows (?code=).
                  { path: 'check-in', lazy: CheckIn },
                  { path: 'my-forms', lazy: forms('MyFormsRoute') },
                  { path: 'my-forms/:formId', lazy: forms('MyFormRoute') },
                  { path: 'fathers/:id', lazy: Father },
                  // Papers to print: a father his own (also as /fathers/me/…), staff anyone's.
                  { path: 'fathers/:id/attendance-letter', lazy: AttendanceLetter },
                  { path: 'fathers/:id/certificate/:cycleId', lazy: Certificate },
                  { path: 'fathers-group', lazy: GroupsList },
                  { path: 'fathers-group/:id', lazy: Group },
                  { path: 'calendar', lazy: Calendar },
                  { path: 'calendar/:id', lazy: Event },
                  { path: 'gallery', lazy: Albums },
                  // The viewer opens over the album's photos: one page, the photo in the address.
                  { path: 'gallery/:albumId/:photoId?', lazy: Album },
                  { path: 'workshops/cycle', lazy: WorkshopCycles },
                  { path: 'workshops/session', lazy: WorkshopSessions },
                  // The workshop area answers at any address under /workshops (docs/PRODUCT.md).
                  { path: 'workshops/*', lazy: Workshops },
                  { path: 'milestones/:fatherId?', lazy: Milestones },
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

/**
 * The app's router, not yet started: `createBrowserRouter` less its `initialize()`, which the
 * caller runs (main.tsx) in a task of its own. On a slow phone making the route table and making
 * the first navigation were one long task at start-up where two shorter ones block less (issue 41).
 */
export function createAppRouter() {
  return createRouter({ history: createBrowserHistory(), routes, mapRouteProperties });
}

/**
 * Resolves once the router's first navigation is done: the page's and the shell's code, strings
 * and saved data are in, so a render draws the page itself rather than a loader (main.tsx).
 */
export function firstNavigation(router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
