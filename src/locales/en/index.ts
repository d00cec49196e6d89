import { enApp } from './app';
import { enAbsences, enAbsencesErrors, enAbsencesValidation } from './absences';
import { enMessages } from './messages';
import { enBooking } from './booking';
import { enLottery } from './lottery';
import { enLotteryRuns } from './lottery-runs';
import { enBookingEdit } from './booking-edit';
import { enPickers } from './pickers';
import { enRooms } from './rooms';
import { enRoomsMail } from './rooms-mail';
import { enSeries } from './series';
import { enSeriesEdit } from './series-edit';
import { enBookables } from './bookables';
import { enApprovals } from './approvals';
import { enHistory } from './history';
import { enNotificationSettings } from './notification-settings';
import { enTeam } from './team';
import { enGroups, enGroupsValidation } from './groups';
import { enCalendarFeed } from './calendar-feed';
import { enFeedback } from './feedback';
import { enParking } from './parking';
import { enAdmin, enAdminErrors, enAdminValidation } from './admin';
import { enFloorPlans, enFloorPlansValidation } from './floor-plans';
import { enParkingLottery, enParkingLotteryValidation } from './parking-lottery';
import { enAdminPlaces, enAdminPlacesValidation } from './admin-places';
import { enOccupancy, enOccupancyValidation } from './occupancy';
import { enSso, enSsoErrors, enSsoValidation } from './sso';
import { enAdminPeople, enAdminPeopleErrors, enAdminPeopleValidation } from './admin-people';
import { enWaitlistOffers, enWaitlistOffersErrors, enWaitlistOffersValidation } from './waitlist-offers';

export const en = {
  ...enMessages,
  ...enApp,
  ...enBooking,
  ...enLottery,
  ...enLotteryRuns,
  ...enBookingEdit,
  ...enPickers,
  ...enRooms,
  ...enRoomsMail,
  ...enSeries,
  ...enSeriesEdit,
  ...enBookables,
  ...enApprovals,
  ...enHistory,
  ...enNotificationSettings,
  ...enTeam,
  ...enGroups,
  ...enCalendarFeed,
  ...enFeedback,
  ...enParking,
  ...enParkingLottery,
  ...enSso,
  ...enAdmin,
  ...enFloorPlans,
  ...enAdminPeople,
  ...enAdminPlaces,
  ...enOccupancy,
  ...enAbsences,
  ...enWaitlistOffers,
  validation: {
    ...enMessages.validation,
    ...enGroupsValidation,
    ...enSsoValidation,
    ...enAdminValidation,
    ...enFloorPlansValidation,
    ...enAdminPeopleValidation,
    ...enParkingLotteryValidation,
    ...enAdminPlacesValidation,
    ...enOccupancyValidation,
    ...enAbsencesValidation,
    ...enWaitlistOffersValidation,
  },
  errors: {
    ...enMessages.errors,
    ...enSsoErrors,
    ...enAdminErrors,
    ...enAdminPeopleErrors,
    ...enAbsencesErrors,
    ...enWaitlistOffersErrors,
  },
};
