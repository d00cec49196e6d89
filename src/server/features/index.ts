import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';
import { absenceRoutes } from './absences/routes';
import { adminGroupRoutes } from './admin-group/admin-routes';
import { placesAdminRoutes } from './admin-places/admin-routes';
import { approvalRoutes } from './approvals/routes';
import { auditAdminRoutes } from './audit/admin-routes';
import { authRoutes } from './auth/routes';
import { bookableRoutes } from './bookables/routes';
import { bookingRoutes } from './bookings/routes';
import { calendarRoutes } from './calendar/routes';
import { calendarFeedRoutes } from './calendar-feed/feed-routes';
import { calendarLinkRoutes } from './calendar-feed/routes';
import { cateringAdminRoutes } from './catering/admin-routes';
import { checkInAdminRoutes } from './check-in/admin-routes';
import { checkInRoutes } from './check-in/routes';
import { deskProblemAdminRoutes } from './desk-problems/admin-routes';
import { deskProblemRoutes } from './desk-problems/routes';
import { deskSettingsRoutes } from './desk-settings/routes';
import { deviceRoutes } from './device/routes';
import { deskAdminRoutes } from './desks/admin-routes';
import { deskRoutes } from './desks/routes';
import { egoRoutes } from './ego/routes';
import { groupCodeAdminRoutes } from './groups/admin-routes';
import { feedbackRoutes } from './feedback/routes';
import { floorPlanAdminRoutes } from './floor-plans/admin-routes';
import { floorPlanRoutes } from './floor-plans/routes';
import { groupRoutes } from './groups/routes';
import { healthRoutes } from './health/routes';
import { invitationRoutes } from './invitations/routes';
import { linkRoutes } from './links/routes';
import { lotteryAdminRoutes } from './lottery/admin-routes';
import { lotteryRoutes } from './lottery/routes';
import { waitlistOfferRoutes } from './lottery/offer-routes';
import { messageRoutes } from './messages/routes';
import { occupancyAdminRoutes } from './occupancy/admin-routes';
import { oneClickRoutes } from './one-click/routes';
import { parkingAdminRoutes } from './parking/admin-routes';
import { parkingRoutes } from './parking/routes';
import { roomBookingRoutes } from './room-bookings/routes';
import { roomRoutes } from './rooms/routes';
import { seriesRoutes } from './series/routes';
import { notificationSettingsRoutes } from './settings/notifications-routes';
import { settingsRoutes } from './settings/routes';
import { ssoAdminRoutes } from './sso/admin-routes';
import { ssoRoutes } from './sso/routes';
import { staffRoutes } from './staff/routes';
import { teamRoutes } from './team/routes';
import { userAdminRoutes } from './users/admin-routes';

/** Every capability's URLs; each plugin lives in the folder of its capability. */
export const featureRoutes: ReadonlyArray<(deps: AppDeps) => FastifyPluginAsyncZod> = [
  healthRoutes,
  authRoutes,
  groupRoutes,
  groupCodeAdminRoutes,
  egoRoutes,
  settingsRoutes,
  notificationSettingsRoutes,
  deskRoutes,
  deskAdminRoutes,
  bookingRoutes,
  oneClickRoutes,
  calendarRoutes,
  checkInRoutes,
  checkInAdminRoutes,
  deskProblemRoutes,
  deskSettingsRoutes,
  absenceRoutes,
  lotteryRoutes,
  lotteryAdminRoutes,
  waitlistOfferRoutes,
  roomRoutes,
  roomBookingRoutes,
  invitationRoutes,
  seriesRoutes,
  staffRoutes,
  linkRoutes,
  teamRoutes,
  cateringAdminRoutes,
  bookableRoutes,
  approvalRoutes,
  messageRoutes,
  deviceRoutes,
  calendarLinkRoutes,
  calendarFeedRoutes,
  feedbackRoutes,
  parkingRoutes,
  parkingAdminRoutes,
  ssoRoutes,
  ssoAdminRoutes,
  auditAdminRoutes,
  adminGroupRoutes,
  floorPlanRoutes,
  floorPlanAdminRoutes,
  userAdminRoutes,
  deskProblemAdminRoutes,
  placesAdminRoutes,
  occupancyAdminRoutes,
];
