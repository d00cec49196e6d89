import type { TFunction } from 'i18next';
import type { Person, RoomBooking } from '../../../contract/rooms';
import { minuteLabel } from '../../lib/format';

/** '10:00–11:00' of a room booking (wall clock in the group's zone). */
export const roomBookingTime = (booking: Pick<RoomBooking, 'start_minute' | 'end_minute'>) =>
  `${minuteLabel(booking.start_minute)}–${minuteLabel(booking.end_minute)}`;

export const personName = (person: Pick<Person, 'first_name' | 'last_name'>) => `${person.first_name} ${person.last_name}`.trim();

/** A layout key translated when known ('u_shape' → 'U-Form'), else as it is. */
export const layoutName = (key: string, t: TFunction) => t(`rooms.layout_names.${key}`, { defaultValue: key });
