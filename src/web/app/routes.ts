import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every screen of the app, each a lazy chunk. New capabilities register their routes here. */
export interface AppRoute {
  path: string;
  /** reachable without a session (spec §2) */
  isPublic: boolean;
  Component: LazyExoticComponent<ComponentType>;
}

export const appRoutes: readonly AppRoute[] = [
  { path: '/', isPublic: true, Component: lazy(() => import('../features/home/routes/HomePage')) },
  { path: '/login', isPublic: true, Component: lazy(() => import('../features/auth/routes/LoginPage')) },
  { path: '/password', isPublic: true, Component: lazy(() => import('../features/auth/routes/PasswordPage')) },
  { path: '/register', isPublic: true, Component: lazy(() => import('../features/auth/routes/RegisterPage')) },
  { path: '/imprint', isPublic: true, Component: lazy(() => import('../features/imprint/routes/ImprintPage')) },
  { path: '/intro', isPublic: true, Component: lazy(() => import('../features/intro/routes/IntroPage')) },
  { path: '/settings', isPublic: false, Component: lazy(() => import('../features/settings/routes/SettingsPage')) },
  { path: '/logout', isPublic: false, Component: lazy(() => import('../features/auth/routes/LogoutPage')) },
  // desk booking (features/calendar, reservations, one-click, check-in, desk-problems, desk-settings, qr-sheet)
  { path: '/reports', isPublic: false, Component: lazy(() => import('../features/calendar/routes/CalendarPage')) },
  { path: '/reservations', isPublic: false, Component: lazy(() => import('../features/reservations/routes/ReservationsPage')) },
  { path: '/one', isPublic: false, Component: lazy(() => import('../features/one-click/routes/OneClickPage')) },
  { path: '/desks/check_in/:uuid', isPublic: false, Component: lazy(() => import('../features/check-in/routes/CheckInPage')) },
  { path: '/desks/problem/:deskId', isPublic: false, Component: lazy(() => import('../features/desk-problems/routes/DeskProblemPage')) },
  { path: '/settings/desk', isPublic: false, Component: lazy(() => import('../features/desk-settings/routes/DeskSettingsPage')) },
  { path: '/admin/qr', isPublic: false, Component: lazy(() => import('../features/qr-sheet/routes/QrSheetPage')) },
  // lottery mode (features/lottery)
  { path: '/desk_requests', isPublic: false, Component: lazy(() => import('../features/lottery/routes/DeskRequestsPage')) },
  { path: '/admin/lottery', isPublic: false, Component: lazy(() => import('../features/lottery/routes/AdminLotteryPage')) },
  // multi-day edit (features/booking-edit)
  { path: '/bookings/edit', isPublic: false, Component: lazy(() => import('../features/booking-edit/routes/BookingEditPage')) },
];

export const routePaths: ReadonlySet<string> = new Set(appRoutes.map((r) => r.path));

const publicPaths = new Set(appRoutes.filter((r) => r.isPublic).map((r) => r.path));

/** Public pages need no session; every other path (also unknown ones) does. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname.replace(/\/+$/, '') || '/');
}
