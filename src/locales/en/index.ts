import { enApp } from './app';
import { enMessages } from './messages';
import { enBooking } from './booking';
import { enLottery } from './lottery';
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
import { enOccupancy, enOccupancyValidation } from './occupancy';
import { enSso, enSsoErrors, enSsoValidation } from './sso';

export const en = {
  ...enMessages,
  ...enApp,
  ...enBooking,
  ...enLottery,
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
  ...enSso,
  ...enOccupancy,
  validation: { ...enMessages.validation, ...enGroupsValidation, ...enSsoValidation, ...enOccupancyValidation },
  errors: { ...enMessages.errors, ...enSsoErrors },
};
