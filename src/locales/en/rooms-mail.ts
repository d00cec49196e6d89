import type { RoomsMailTexts } from '../de/rooms-mail';

export const enRoomsMail: RoomsMailTexts = {
  catering_csv: {
    columns: {
      serve_time: 'Time',
      room: 'Room',
      item: 'Item',
      quantity: 'Quantity',
      title: 'Meeting',
      organiser: 'Organiser',
      booking: 'Booking',
    },
  },
};
