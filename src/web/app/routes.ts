import { matchPath } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/** Every screen of the app, each a lazy chunk. New capabilities register their routes here. */
export interface AppRoute {
  path: string;
  /** reachable without a session (spec §2) */
  isPublic: boolean;
  screen: LazyScreen;
}

export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, isPublic: true, screen: lazyScreen(() => import('../features/home/routes/HomePage')) },
  { path: paths.login, isPublic: true, screen: lazyScreen(() => import('../features/auth/routes/LoginPage')) },
  { path: paths.password, isPublic: true, screen: lazyScreen(() => import('../features/auth/routes/PasswordPage')) },
  { path: routePatterns.acs, isPublic: true, screen: lazyScreen(() => import('../features/auth/routes/AcsPage')) },
  { path: paths.register, isPublic: true, screen: lazyScreen(() => import('../features/auth/routes/RegisterPage')) },
  { path: paths.imprint, isPublic: true, screen: lazyScreen(() => import('../features/imprint/routes/ImprintPage')) },
  { path: paths.intro, isPublic: true, screen: lazyScreen(() => import('../features/intro/routes/IntroPage')) },
  { path: paths.createGroup, isPublic: true, screen: lazyScreen(() => import('../features/create-group/routes/CreateGroupPage')) },
  { path: paths.settings, isPublic: false, screen: lazyScreen(() => import('../features/settings/routes/SettingsPage')) },
  { path: paths.logout, isPublic: false, screen: lazyScreen(() => import('../features/auth/routes/LogoutPage')) },
  // desk booking (features/calendar, reservations, one-click, check-in, desk-problems, desk-settings, qr-sheet)
  { path: paths.reports, isPublic: false, screen: lazyScreen(() => import('../features/calendar/routes/CalendarPage')) },
  { path: paths.reservations, isPublic: false, screen: lazyScreen(() => import('../features/reservations/routes/ReservationsPage')) },
  { path: paths.one, isPublic: false, screen: lazyScreen(() => import('../features/one-click/routes/OneClickPage')) },
  { path: routePatterns.checkIn, isPublic: false, screen: lazyScreen(() => import('../features/check-in/routes/CheckInPage')) },
  {
    path: routePatterns.deskProblem,
    isPublic: false,
    screen: lazyScreen(() => import('../features/desk-problems/routes/DeskProblemPage')),
  },
  { path: paths.deskSettings, isPublic: false, screen: lazyScreen(() => import('../features/desk-settings/routes/DeskSettingsPage')) },
  { path: paths.qrSheet, isPublic: false, screen: lazyScreen(() => import('../features/qr-sheet/routes/QrSheetPage')) },
  { path: paths.ownDesk, isPublic: false, screen: lazyScreen(() => import('../features/own-desk/routes/OwnDeskPage')) },
  // admin console: locations, areas and resources (features/admin-places)
  { path: paths.adminPlaces, isPublic: false, screen: lazyScreen(() => import('../features/admin-places/routes/AdminPlacesPage')) },
  // lottery mode (features/lottery)
  { path: paths.deskRequests, isPublic: false, screen: lazyScreen(() => import('../features/lottery/routes/DeskRequestsPage')) },
  // verifiable draws: a run's page with the replay, and the reader's last draws (features/lottery-runs)
  { path: routePatterns.lotteryRun, isPublic: false, screen: lazyScreen(() => import('../features/lottery-runs/routes/LotteryRunPage')) },
  { path: paths.lotteryRuns, isPublic: false, screen: lazyScreen(() => import('../features/lottery-runs/routes/MyDrawsPage')) },
  { path: paths.admin, isPublic: false, screen: lazyScreen(() => import('../features/admin/routes/AdminPage')) },
  { path: paths.adminGroup, isPublic: false, screen: lazyScreen(() => import('../features/admin/routes/AdminGroupPage')) },
  { path: paths.adminTexts, isPublic: false, screen: lazyScreen(() => import('../features/admin/routes/AdminTextsPage')) },
  { path: paths.adminSlots, isPublic: false, screen: lazyScreen(() => import('../features/admin/routes/AdminSlotsPage')) },
  { path: paths.adminSso, isPublic: false, screen: lazyScreen(() => import('../features/admin/routes/AdminSsoPage')) },
  { path: paths.adminLottery, isPublic: false, screen: lazyScreen(() => import('../features/lottery/routes/AdminLotteryPage')) },
  { path: routePatterns.waitlistOffer, isPublic: false, screen: lazyScreen(() => import('../features/lottery/routes/WaitlistOfferPage')) },
  // admin: people and roles, problem reports, audit log (features/admin-people)
  { path: paths.adminUsers, isPublic: false, screen: lazyScreen(() => import('../features/admin-people/routes/AdminUsersPage')) },
  { path: paths.adminProblems, isPublic: false, screen: lazyScreen(() => import('../features/admin-people/routes/AdminProblemsPage')) },
  { path: paths.adminAudit, isPublic: false, screen: lazyScreen(() => import('../features/admin-people/routes/AdminAuditPage')) },
  // conference rooms (features/rooms)
  { path: paths.conferenceRooms, isPublic: false, screen: lazyScreen(() => import('../features/rooms/routes/ConferenceRoomsPage')) },
  { path: paths.conferenceRoomBookings, isPublic: false, screen: lazyScreen(() => import('../features/rooms/routes/RoomBookingPage')) },
  { path: paths.adminCatering, isPublic: false, screen: lazyScreen(() => import('../features/rooms/routes/AdminCateringPage')) },
  // floor plans (features/floor-plans; the plans themselves show in entities/floor-plan)
  { path: paths.adminPlans, isPublic: false, screen: lazyScreen(() => import('../features/floor-plans/routes/AdminPlansPage')) },
  // occupancy figures for admins (features/occupancy)
  { path: paths.adminOccupancy, isPublic: false, screen: lazyScreen(() => import('../features/occupancy/routes/OccupancyPage')) },
  // bookables and approvals (features/bookables, features/approvals)
  { path: paths.bookableBookings, isPublic: false, screen: lazyScreen(() => import('../features/bookables/routes/BookablesPage')) },
  { path: paths.approvals, isPublic: false, screen: lazyScreen(() => import('../features/approvals/routes/ApprovalsPage')) },
  // team: staff search, links, team days (features/team)
  { path: paths.team, isPublic: false, screen: lazyScreen(() => import('../features/team/routes/TeamPage')) },
  // parking by day (features/parking)
  { path: paths.parking, isPublic: false, screen: lazyScreen(() => import('../features/parking/routes/ParkingPage')) },
  // multi-day edit (features/booking-edit)
  { path: paths.bookingEdit, isPublic: false, screen: lazyScreen(() => import('../features/booking-edit/routes/BookingEditPage')) },
  // messages and their delivery (features/messages, features/notification-settings)
  { path: paths.messages, isPublic: false, screen: lazyScreen(() => import('../features/messages/routes/MessagesPage')) },
  {
    path: paths.notificationSettings,
    isPublic: false,
    screen: lazyScreen(() => import('../features/notification-settings/routes/NotificationSettingsPage')),
  },
];

export const routePaths: ReadonlySet<string> = new Set(appRoutes.map((r) => r.path));

const publicPaths = new Set(appRoutes.filter((r) => r.isPublic).map((r) => r.path));

/** A path as the routes are written: without a trailing slash, the start screen for an empty one. */
const normalizedPath = (pathname: string) => pathname.replace(/\/+$/, '') || paths.home;

/** Public pages need no session; every other path (also unknown ones) does. */
export function isPublicPath(pathname: string): boolean {
  const normalized = normalizedPath(pathname);
  // Public patterns with a parameter (/acs/:token) are matched, the rest looked up.
  return (
    publicPaths.has(normalized) || [...publicPaths].some((pattern) => pattern.includes(':') && matchPath(pattern, normalized) !== null)
  );
}

/** The screen shown at this path, if any (an unknown path is sent home). */
export function screenAt(pathname: string): LazyScreen | null {
  const normalized = normalizedPath(pathname);
  return appRoutes.find((route) => matchPath(route.path, normalized) !== null)?.screen ?? null;
}
