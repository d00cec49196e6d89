import { deApp } from './app';
import { deAbsences, deAbsencesErrors, deAbsencesValidation } from './absences';
import { deMessages } from './messages';
import { deBooking } from './booking';
import { deLottery } from './lottery';
import { deLotteryRuns } from './lottery-runs';
import { deBookingEdit } from './booking-edit';
import { dePickers } from './pickers';
import { deRooms } from './rooms';
import { deRoomsMail } from './rooms-mail';
import { deSeries } from './series';
import { deSeriesEdit } from './series-edit';
import { deBookables } from './bookables';
import { deApprovals } from './approvals';
import { deHistory } from './history';
import { deNotificationSettings } from './notification-settings';
import { deTeam } from './team';
import { deGroups, deGroupsValidation } from './groups';
import { deCalendarFeed } from './calendar-feed';
import { deFeedback } from './feedback';
import { deParking } from './parking';
import { deAdmin, deAdminErrors, deAdminValidation } from './admin';
import { deFloorPlans, deFloorPlansValidation } from './floor-plans';
import { deParkingLottery, deParkingLotteryValidation } from './parking-lottery';
import { deAdminPlaces, deAdminPlacesValidation } from './admin-places';
import { deOccupancy, deOccupancyValidation } from './occupancy';
import { deSso, deSsoErrors, deSsoValidation } from './sso';
import { deAdminPeople, deAdminPeopleErrors, deAdminPeopleValidation } from './admin-people';
import { deWaitlistOffers, deWaitlistOffersErrors, deWaitlistOffersValidation } from './waitlist-offers';

export const de = {
  ...deMessages,
  ...deApp,
  ...deBooking,
  ...deLottery,
  ...deLotteryRuns,
  ...deBookingEdit,
  ...dePickers,
  ...deRooms,
  ...deRoomsMail,
  ...deSeries,
  ...deSeriesEdit,
  ...deBookables,
  ...deApprovals,
  ...deHistory,
  ...deNotificationSettings,
  ...deTeam,
  ...deGroups,
  ...deCalendarFeed,
  ...deFeedback,
  ...deParking,
  ...deParkingLottery,
  ...deSso,
  ...deAdmin,
  ...deFloorPlans,
  ...deAdminPeople,
  ...deAdminPlaces,
  ...deOccupancy,
  ...deAbsences,
  ...deWaitlistOffers,
  validation: {
    ...deMessages.validation,
    ...deGroupsValidation,
    ...deSsoValidation,
    ...deAdminValidation,
    ...deFloorPlansValidation,
    ...deAdminPeopleValidation,
    ...deParkingLotteryValidation,
    ...deAdminPlacesValidation,
    ...deOccupancyValidation,
    ...deAbsencesValidation,
    ...deWaitlistOffersValidation,
  },
  errors: {
    ...deMessages.errors,
    ...deSsoErrors,
    ...deAdminErrors,
    ...deAdminPeopleErrors,
    ...deAbsencesErrors,
    ...deWaitlistOffersErrors,
  },
};
